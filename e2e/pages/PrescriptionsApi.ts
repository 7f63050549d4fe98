import { expect } from '@playwright/test';
import { ApiClient, signInSession, signUpSession, type GraphQLAnswer } from './ApiClient';

export { ADMIN, BASE_URL, makePng } from './ApiClient';

/** A signed-in user of the API, for test setup (and the moderator's accept). */
export class ApiUser extends ApiClient {
  /** A fresh account (the quota is per user and month, so each test writes as new users). */
  static async signUp(name: string): Promise<ApiUser> {
    return new ApiUser(await signUpSession('e2e-presc', name));
  }

  static async signIn(account: { email: string; password: string }): Promise<ApiUser> {
    return new ApiUser(await signInSession(account));
  }

  graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    return this.graphqlAnswer<T>(query, variables);
  }

  async accept(id: string): Promise<void> {
    const answer = await this.graphql(`mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`, {
      id,
    });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  }

  async comment(id: string, comment: string): Promise<string> {
    const answer = await this.graphql<{ commentCreate: { id: string } }>(
      `mutation($id: ID!, $data: CommentInput!) { commentCreate(id: $id, data: $data) { id } }`,
      { id, data: { comment } },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data?.commentCreate.id ?? '';
  }

  async typing(id: string): Promise<void> {
    await this.graphql(`mutation($id: ID!) { prescriptionTypingSet(prescriptionId: $id) }`, { id });
  }

  async countListed(first: number): Promise<number> {
    const answer = await this.graphql<{ prescriptions: { items: { id: string }[] } }>(
      `query($first: Int) { prescriptions(first: $first) { items { id } } }`,
      { first },
    );
    return answer.data?.prescriptions.items.length ?? 0;
  }
}
