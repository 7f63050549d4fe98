import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { user } from '../../platform/auth/auth.tables';
import { event } from '../../platform/events/event.tables';
import type { MailboxMessage } from '../../platform/outbox/mailbox.routes';

const USERS = `query($filter: UserFilterInput, $page: Int, $pageSize: Int, $sort: String, $descending: Boolean) {
  users(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, descending: $descending) {
    total page pageSize items { id email fullName phoneNumber accountType roles disabled createdAt }
  } }`;
const INVITE = `mutation($email: String!, $fullName: String!, $roles: [String!]!) {
  userInvite(email: $email, fullName: $fullName, roles: $roles) { id email fullName roles disabled accountType } }`;

interface UserRow {
  id: string;
  email: string;
  fullName: string;
  roles: string[];
  disabled: boolean;
}
type Users = { users: { total: number; page: number; pageSize: number; items: UserRow[] } };

describe('IAM: the users table and invitations (issue #16)', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['signIn']>>;
  const tag = randomBytes(4).toString('hex');

  const mailbox = async (to: string): Promise<MailboxMessage[]> => {
    const response = await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.signIn({ roles: ['owner'] });
  });
  afterAll(() => server.close());

  it('lists users for IAM managers only, filtered, sorted and paged', async () => {
    const reviewer = await server.signIn({ roles: ['iamSecurityReviewer'] });
    const members = [];
    for (const name of ['c', 'a', 'b'])
      members.push(
        await server.signIn({ email: `${name}-${tag}@example.com`, roles: ['orderViewer'] }),
      );
    const search = { search: tag };

    const all = await server.graphql<Users>(USERS, { filter: search }, reviewer);
    expect(all.errors).toBeUndefined();
    expect(all.data?.users.total).toBe(3);
    // Newest first by default.
    expect(all.data?.users.items.map((row) => row.email[0])).toEqual(['b', 'a', 'c']);
    expect(all.data?.users.items[0]).toMatchObject({
      roles: ['orderViewer'],
      disabled: false,
      accountType: 'client',
    });

    const byEmail = await server.graphql<Users>(
      USERS,
      { filter: search, sort: 'email', pageSize: 2, page: 2 },
      reviewer,
    );
    expect(byEmail.data?.users).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(byEmail.data?.users.items.map((row) => row.email[0])).toEqual(['c']);

    await server.graphql(
      `mutation($id: String!) { userDisable(userId: $id, disabled: true) { id } }`,
      { id: members[0]?.userId },
      owner,
    );
    const disabled = await server.graphql<Users>(
      USERS,
      { filter: { ...search, status: 'disabled' } },
      owner,
    );
    expect(disabled.data?.users.items.map((row) => row.id)).toEqual([members[0]?.userId]);
    const byRole = await server.graphql<Users>(
      USERS,
      { filter: { role: 'iamSecurityReviewer' } },
      owner,
    );
    expect(byRole.data?.users.items.map((row) => row.id)).toContain(reviewer.userId);
    expect(byRole.data?.users.items.every((row) => row.roles.includes('iamSecurityReviewer'))).toBe(
      true,
    );
    // LIKE's wildcards are matched as themselves.
    const wildcard = await server.graphql<Users>(USERS, { filter: { search: '%' } }, owner);
    expect(wildcard.data?.users.total).toBe(0);

    const badSort = await server.graphql(USERS, { sort: 'password' }, owner);
    expect(badSort.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const badRole = await server.graphql(USERS, { filter: { role: 'god' } }, owner);
    expect(badRole.errors?.[0]?.extensions?.code).toBe('VALIDATION');

    // Another admin, without the IAM role, is refused.
    const editor = await server.signIn({ roles: ['editor', 'viewer', 'auditLogViewer'] });
    const refused = await server.graphql(USERS, {}, editor);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('invites a user by e-mail: roles now, a link to set the password by mail', async () => {
    const email = `Invited-${tag}@Example.com`;
    const invited = await server.graphql<{ userInvite: UserRow }>(
      INVITE,
      { email, fullName: 'Hoda Invited', roles: ['entityEditor'] },
      owner,
    );
    expect(invited.errors).toBeUndefined();
    expect(invited.data?.userInvite).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Hoda Invited',
      roles: ['entityEditor'],
      disabled: false,
    });
    const id = invited.data?.userInvite.id ?? '';
    const [audit] = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entityId, id), eq(event.action, 'invite')));
    expect(audit?.actorId).toBe(owner.userId);

    const [mail] = await mailbox(email.toLowerCase());
    expect(mail?.subject).toBe('You are invited to Dawa');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x');
    expect(link.pathname).toBe('/en/auth/reset-password');
    const setPassword = await fetch(`${server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ newPassword: 'first-pass-1', token: link.searchParams.get('token') }),
    });
    expect(setPassword.status).toBe(200);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: email.toLowerCase(), password: 'first-pass-1' }),
    });
    expect(signIn.status).toBe(200);

    // SPEC §8: the same address again, in any case, is refused and changes nothing.
    const again = await server.graphql(
      INVITE,
      { email: email.toUpperCase(), fullName: 'Someone Else', roles: ['owner'] },
      owner,
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ path: 'email', message: 'userEmailExists' }],
    });
    const signedUp = await server.graphql(
      INVITE,
      { email: owner.email, fullName: 'Owner Again', roles: [] },
      owner,
    );
    expect(signedUp.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [row] = await server.app.platform.database.db.select().from(user).where(eq(user.id, id));
    expect(row?.name).toBe('Hoda Invited');
  });

  it('checks the invitation like any IAM change', async () => {
    const reviewer = await server.signIn({ roles: ['iamSecurityReviewer'] });
    const owners = await server.graphql(
      INVITE,
      { email: `boss-${tag}@example.com`, fullName: 'New Boss', roles: ['owner'] },
      reviewer,
    );
    expect(owners.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await server.graphql(
      INVITE,
      { email: 'not an email', fullName: 'x', roles: ['god'] },
      owner,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const paths = (bad.errors?.[0]?.extensions?.fieldErrors as { path: string }[]).map(
      (error) => error.path,
    );
    expect(paths).toEqual(expect.arrayContaining(['email', 'fullName']));
    const viewer = await server.signIn({ roles: ['viewer'] });
    const refused = await server.graphql(
      INVITE,
      { email: `v-${tag}@example.com`, fullName: 'Vee Vee', roles: [] },
      viewer,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await mailbox(`boss-${tag}@example.com`)).toHaveLength(0);
  });
});
