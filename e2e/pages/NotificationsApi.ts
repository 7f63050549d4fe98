import {
  ApiClient,
  makePng,
  signInSession,
  signUpSession,
  type ApiSession,
  type GraphQLAnswer,
} from './ApiClient';

export { ADMIN, BASE_URL, makePng } from './ApiClient';

export interface NotificationRow {
  id: string;
  type: string;
  status: 'read' | 'unread';
  new: boolean;
  postId: string | null;
  title: { en: string; ar: string };
}

/** A signed-in user of the API, for test setup and checks. */
export class ApiUser extends ApiClient {
  private constructor(
    session: ApiSession,
    readonly name: string,
  ) {
    super(session);
  }

  /** A fresh account: its notifications are its own, whatever else the run does. */
  static async signUp(name: string): Promise<ApiUser> {
    return new ApiUser(await signUpSession('e2e-notif', name), name);
  }

  /**
   * A fresh account that is not told of offers: those other tests publish meanwhile go to every
   * subscribed user, with toasts and badge counts of their own.
   */
  static async signUpQuiet(name: string): Promise<ApiUser> {
    const user = await ApiUser.signUp(name);
    await user.graphql('mutation { offerSubscriptionSet(subscribed: false) }');
    return user;
  }

  static async signIn(account: { email: string; password: string }): Promise<ApiUser> {
    return new ApiUser(await signInSession(account), account.email);
  }

  graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    return this.graphqlAnswer<T>(query, variables);
  }

  /** Creates a prescription with a small one-colour photo. */
  override createPrescription(title: string): Promise<string> {
    return super.createPrescription(title, makePng());
  }

  async acceptPrescription(id: string): Promise<void> {
    await this.graphqlData(`mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`, { id });
  }

  async comment(prescriptionId: string, comment: string): Promise<void> {
    await this.graphqlData(
      `mutation($id: ID!, $data: CommentInput!) { commentCreate(id: $id, data: $data) { id } }`,
      { id: prescriptionId, data: { comment } },
    );
  }

  /** Admin: one notification for each of `userIds`. */
  async notify(userIds: string[], title: { en: string; ar: string }): Promise<void> {
    await this.graphqlData(
      `mutation($data: NotificationInput!) { notificationCreate(data: $data) }`,
      {
        data: { type: 'offer', userIds, title },
      },
    );
  }

  async createOffer(title: { en: string; ar: string }, description: { en: string; ar: string }) {
    const data = await this.graphqlData<{ offerCreate: { id: string } }>(
      `mutation($data: OfferInput!) { offerCreate(data: $data) { id } }`,
      { data: { title, description } },
    );
    return data.offerCreate.id;
  }

  async unreadCount(): Promise<number> {
    return (
      await this.graphqlData<{ notificationsUnreadCount: number }>('{ notificationsUnreadCount }')
    ).notificationsUnreadCount;
  }

  async markAllRead(): Promise<void> {
    await this.graphqlData('mutation { notificationMarkAllRead }');
  }

  async notifications(first = 20): Promise<NotificationRow[]> {
    const data = await this.graphqlData<{ notifications: { items: NotificationRow[] } }>(
      `query($first: Int) { notifications(first: $first) { items { id type status new postId title { en ar } } } }`,
      { first },
    );
    return data.notifications.items;
  }

  async offerSubscribed(): Promise<boolean> {
    return (await this.graphqlData<{ offerSubscribed: boolean }>('{ offerSubscribed }'))
      .offerSubscribed;
  }
}
