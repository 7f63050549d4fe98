import { expect, type APIRequestContext } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

interface AuthMeAnswer {
  data?: { authMe?: { email: string; emailVerified: boolean } | null } | null;
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
    const response = await this.request.post('/graphql', {
      data: { query: '{ authMe { email emailVerified } }' },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as AuthMeAnswer;
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
      data: { email, password, name: lang === 'ar' ? 'منى اختبار' : 'Test Pharmacist' },
      headers: { 'Accept-Language': lang },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}
