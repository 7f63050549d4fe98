import { expect, type APIRequestContext } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';

/** The signed-in user as `authMe` gives them (the fields a test looks at). */
export interface AuthMe {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  phoneNumber: string | null;
  accountType: string;
  language: string;
}

interface AuthMeAnswer<T> {
  data?: { authMe?: T | null } | null;
  errors?: { extensions?: { code?: string } }[];
}

/**
 * The account API as a test checks it. The signed-in user is asked through GraphQL `authMe`
 * rather than better-auth's get-session: that one is rate-limited per IP, and the whole run
 * (both projects, one server, one IP) shares the limit.
 */
export class AccountApi {
  constructor(private readonly request: APIRequestContext) {}

  /** The signed-in user, or null when signed out. */
  async currentUser(): Promise<{ email: string; emailVerified: boolean } | null> {
    return this.authMe('email emailVerified');
  }

  /** The signed-in user's profile, or null when signed out. */
  async profile(): Promise<AuthMe | null> {
    return this.authMe(
      'id email emailVerified fullName firstName lastName avatar phoneNumber accountType language',
    );
  }

  /** When the signed-in user confirmed age and terms, and which terms; null when signed out. */
  async termsAcceptance(): Promise<{
    termsAcceptedAt: string | null;
    termsVersion: string | null;
  } | null> {
    return this.authMe('termsAcceptedAt termsVersion');
  }

  private async authMe<T>(fields: string): Promise<T | null> {
    const response = await this.request.post('/graphql', {
      data: { query: `{ authMe { ${fields} } }` },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as AuthMeAnswer<T>;
    if (body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return null;
    const me = body.data?.authMe;
    if (!me) throw new Error(`authMe failed: ${JSON.stringify(body)}`);
    return me;
  }

  async sessionEmail(): Promise<string | null> {
    return (await this.currentUser())?.email ?? null;
  }

  /** Signs up through the API; with the `request` fixture the page itself stays signed out. */
  async createAccount(lang: Language, email: string, password: string): Promise<void> {
    const response = await this.request.post('/api/auth/sign-up/email', {
      data: {
        email,
        password,
        name: lang === 'ar' ? 'منى اختبار' : 'Test Pharmacist',
        [TERMS_ACCEPTED_FIELD]: true,
      },
      headers: { 'Accept-Language': lang },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}
