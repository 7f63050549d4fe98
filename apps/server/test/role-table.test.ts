import { randomUUID } from 'node:crypto';
import {
  ACCESS_LEVELS,
  ADMIN_SECTIONS,
  can,
  type AccessLevel,
  type AdminSection,
} from '@dawa/shared/access';
import { DRUG_IMPORT_PATH } from '@dawa/shared/drugImport';
import { ROLES, type Role } from '@dawa/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { subscribe } from './support/sse';

type Caller = { cookie: string; userId: string; email: string };

/**
 * One admin operation as it exists today, called so that it changes nothing when allowed (an
 * unknown id, a bad value): the answer is then NOT_FOUND, VALIDATION or data, never FORBIDDEN.
 */
interface Operation {
  name: string;
  section: AdminSection;
  level: AccessLevel;
  /** 'refused' when the role table's check said no, 'allowed' otherwise. */
  call(server: TestServer, caller: Caller): Promise<'allowed' | 'refused'>;
}

const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

function graphqlOperation(
  name: string,
  section: AdminSection,
  level: AccessLevel,
  query: string,
  variables: () => Record<string, unknown> = () => ({}),
): Operation {
  return {
    name,
    section,
    level,
    async call(server, caller) {
      const response = await server.graphql(query, variables(), caller);
      const code = response.errors?.[0]?.extensions?.code;
      if (typeof code === 'string' && REFUSED.has(code)) return 'refused';
      // Anything else must be the operation's own answer, not a malformed call.
      expect(
        code === undefined || ['NOT_FOUND', 'VALIDATION', 'BAD_REQUEST'].includes(String(code)),
        `${name}: ${JSON.stringify(response.errors)}`,
      ).toBe(true);
      return 'allowed';
    },
  };
}

const OPERATIONS: readonly Operation[] = [
  graphqlOperation(
    'drugDelete',
    'drugs',
    'write',
    `mutation($id: ID!) { drugDelete(id: $id) }`,
    () => ({ id: randomUUID() }),
  ),
  {
    name: 'POST /api/drugs/import',
    section: 'drugs',
    level: 'write',
    async call(server, caller) {
      const response = await fetch(`${server.url}${DRUG_IMPORT_PATH}?mode=dry-run`, {
        method: 'POST',
        headers: { cookie: caller.cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(0),
      });
      await response.arrayBuffer();
      return response.status === 401 || response.status === 403 ? 'refused' : 'allowed';
    },
  },
  graphqlOperation('offersTable', 'offers', 'read', `query { offersTable { total } }`),
  graphqlOperation(
    'offerDelete',
    'offers',
    'write',
    `mutation($id: ID!) { offerDelete(id: $id) }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation(
    'moderationQueue',
    'moderation',
    'read',
    `query { moderationQueue(kind: prescription) { items { __typename } } }`,
  ),
  graphqlOperation(
    'prescriptionAccept',
    'moderation',
    'write',
    `mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation(
    'prescriptionDelete',
    'moderation',
    'write',
    `mutation($id: ID!) { prescriptionDelete(id: $id, reason: "Not a prescription") { id } }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation(
    'notificationCreate',
    'notifications',
    'write',
    `mutation { notificationCreate(data: { type: offer, userIds: [] }) }`,
  ),
  graphqlOperation('contacts', 'contact', 'read', `query { contacts { items { id } } }`),
  graphqlOperation('users', 'users', 'read', `query { users { total } }`),
  graphqlOperation(
    'userInvite',
    'users',
    'write',
    `mutation { userInvite(email: "not an address", fullName: "", roles: []) { id } }`,
  ),
  graphqlOperation(
    'userRolesSet',
    'users',
    'write',
    `mutation { userRolesSet(userId: "nobody", roles: []) { id } }`,
  ),
  graphqlOperation(
    'userDisable',
    'users',
    'write',
    `mutation { userDisable(userId: "nobody", disabled: true) { id } }`,
  ),
  graphqlOperation(
    'deleteUserFromAuthTable',
    'users',
    'write',
    `mutation { deleteUserFromAuthTable(uid: "nobody") }`,
  ),
  {
    name: 'auditEvents',
    section: 'auditLog',
    level: 'read',
    async call(server, caller) {
      const stream = await subscribe<{ errors?: { extensions?: { code?: string } }[] }>(
        server.url,
        `subscription { auditEvents(entity: "user") { id } }`,
        { cookie: caller.cookie },
      );
      try {
        // A change to watch for: an allowed stream sends it, a refused one its error first.
        await server.graphql(
          `mutation($name: String!, $email: String!) { authSendWelcomeEmail(email: $email, name: $name) }`,
          { email: caller.email, name: 'Role table' },
          caller,
        );
        const first = await stream.next();
        const code = first.errors?.[0]?.extensions?.code;
        return code && REFUSED.has(code) ? 'refused' : 'allowed';
      } finally {
        stream.close();
      }
    },
  },
];

describe('the role table (ADR 0022) against the API', () => {
  let server: TestServer;
  const callers = new Map<Role, Caller>();

  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ROLES) callers.set(role, await server.signIn({ roles: [role] }));
  });
  afterAll(() => server.close());

  it('names an operation for every section and level that has one today', () => {
    const covered = new Set(
      OPERATIONS.map((operation) => `${operation.section}.${operation.level}`),
    );
    // Sections whose screens and operations come later (issue #16) have none yet.
    const later: AdminSection[] = [
      'settings',
      'referenceData',
      'importer',
      'customers',
      'products',
      'orders',
      'analytics',
    ];
    for (const section of ADMIN_SECTIONS.filter((name) => !later.includes(name)))
      expect(
        ACCESS_LEVELS.some((level) => covered.has(`${section}.${level}`)),
        section,
      ).toBe(true);
  });

  for (const role of ROLES)
    it(`lets ${role} do exactly what the table says`, async () => {
      const caller = callers.get(role);
      if (!caller) throw new Error(`no caller for ${role}`);
      const outcomes = [];
      for (const operation of OPERATIONS) {
        const expected = can([role], operation.section, operation.level) ? 'allowed' : 'refused';
        outcomes.push({
          operation: operation.name,
          outcome: await operation.call(server, caller),
          expected,
        });
      }
      expect(outcomes.map(({ operation, outcome }) => ({ operation, outcome }))).toEqual(
        outcomes.map(({ operation, expected }) => ({ operation, outcome: expected })),
      );
    });

  it('refuses every operation to a signed-in user without roles', async () => {
    const nobody = await server.signIn();
    for (const operation of OPERATIONS)
      expect(await operation.call(server, nobody), operation.name).toBe('refused');
  });
});
