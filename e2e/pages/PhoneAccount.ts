import { expect } from '@playwright/test';
import { ApiClient, BASE_URL, send, signUpSession, type ApiSession } from './ApiClient';
import type { Mailbox } from './Mailbox';

/** An Egyptian mobile number nobody has yet: 010 and eight random digits. */
export function randomPhoneNumber(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface Registration {
  phoneNumber: string | null;
  idNumber: string | null;
  userType: string | null;
  userCategory: string | null;
  registrationComplete: boolean;
}

/**
 * An account whose phone number is verified and whose registration (SPEC §6) is otherwise
 * empty: what a phone sign-in needs to find.
 */
export class PhoneAccount extends ApiClient {
  private constructor(
    session: ApiSession,
    readonly phoneNumber: string,
  ) {
    super(session);
  }

  /**
   * Signs up by e-mail, then proves a new number with the code it receives, the way a
   * signed-in user adds one (better-auth's verify with `updatePhoneNumber`).
   */
  static async create(name: string, mailbox: Mailbox): Promise<PhoneAccount> {
    const session = await signUpSession('e2e-phone', name);
    const phoneNumber = randomPhoneNumber();
    const post = async (path: string, body: Record<string, unknown>) => {
      const answer = await send('POST', `/api/auth/phone-number/${path}`, {
        address: session.address,
        cookie: session.cookies.map(({ name: key, value }) => `${key}=${value}`).join('; '),
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: JSON.stringify(body),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await post('send-otp', { phoneNumber });
    const code = await mailbox.code(phoneNumber);
    await post('verify', { phoneNumber, code, updatePhoneNumber: true });
    return new PhoneAccount(session, phoneNumber);
  }

  async registration(): Promise<Registration> {
    const data = await this.graphqlData<{ authMe: Registration }>(
      '{ authMe { phoneNumber idNumber userType userCategory registrationComplete } }',
    );
    return data.authMe;
  }

  /** Fills in the rest of the registration through the API. */
  async completeRegistration(userType: string, userCategory: string): Promise<void> {
    await this.graphqlData(
      'mutation($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { id } }',
      { profile: { idNumber: '29901011234567', userType, userCategory } },
    );
  }
}
