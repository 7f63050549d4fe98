import { randomUUID } from 'node:crypto';
import {
  ACCESS_LEVELS,
  ADMIN_SECTIONS,
  can,
  type AccessLevel,
  type AdminSection,
} from '@dawa/shared/access';
import { IMPORT_SECTIONS, importPath, importTemplatePath } from '@dawa/shared/importer';
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
  /** A second grant the operation needs (an import also writes its entity's section). */
  also?: { section: AdminSection; level: AccessLevel };
  /** 'refused' when the role table's check said no, 'allowed' otherwise. */
  call(server: TestServer, caller: Caller): Promise<'allowed' | 'refused'>;
}

// Inputs the services refuse (VALIDATION) once the role table let the caller in.
const INVALID_CUSTOMER = { name: '', birthdate: 'never', gender: 'male' };
const INVALID_PRODUCT = { name: '', unitPrice: -1 };
const INVALID_ORDER = { customerId: 'x', productIds: [], employeeId: '' };

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
  graphqlOperation('drugsTable', 'drugs', 'read', `query { drugsTable { total } }`),
  graphqlOperation(
    'drugDelete',
    'drugs',
    'write',
    `mutation($id: ID!) { drugDelete(id: $id) }`,
    () => ({ id: randomUUID() }),
  ),
  ...(['drugs', 'cities'] as const).flatMap((entity): Operation[] => [
    {
      name: `POST /api/import/${entity}`,
      section: 'importer',
      level: 'write',
      also: { section: IMPORT_SECTIONS[entity], level: 'write' },
      async call(server, caller) {
        // An empty file: refused as such (400) when the caller may import, so nothing changes.
        const response = await fetch(`${server.url}${importPath(entity)}`, {
          method: 'POST',
          headers: {
            cookie: caller.cookie,
            'content-type': 'application/octet-stream',
            'x-file-name': `${entity}.xlsx`,
          },
          body: new Uint8Array(0),
        });
        await response.arrayBuffer();
        return response.status === 401 || response.status === 403 ? 'refused' : 'allowed';
      },
    },
    {
      name: `GET /api/import/${entity}/template`,
      section: 'importer',
      level: 'read',
      also: { section: IMPORT_SECTIONS[entity], level: 'read' },
      async call(server, caller) {
        const response = await fetch(`${server.url}${importTemplatePath(entity)}`, {
          headers: { cookie: caller.cookie },
        });
        await response.arrayBuffer();
        return response.status === 401 || response.status === 403 ? 'refused' : 'allowed';
      },
    },
  ]),
  graphqlOperation('importEntities', 'importer', 'read', `query { importEntities }`),
  graphqlOperation('importJobsTable', 'importer', 'read', `query { importJobsTable { total } }`),
  graphqlOperation(
    'importJob',
    'importer',
    'read',
    `query($id: ID!) { importJob(id: $id) { id } }`,
    () => ({ id: randomUUID() }),
  ),
  ...(['importComplete', 'importPause', 'importDiscard'] as const).map((name) =>
    graphqlOperation(
      name,
      'importer',
      'write',
      `mutation($id: ID!) { ${name}(id: $id) { id } }`,
      () => ({ id: randomUUID() }),
    ),
  ),
  graphqlOperation('customersTable', 'customers', 'read', `query { customersTable { total } }`),
  graphqlOperation(
    'customer',
    'customers',
    'read',
    `query($id: ID!) { customer(id: $id) { id } }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation(
    'customerCreate',
    'customers',
    'write',
    `mutation($data: CustomerInput!) { customerCreate(data: $data) { id } }`,
    () => ({ data: INVALID_CUSTOMER }),
  ),
  graphqlOperation(
    'customerUpdate',
    'customers',
    'write',
    `mutation($id: ID!, $data: CustomerInput!) { customerUpdate(id: $id, data: $data) { id } }`,
    () => ({ id: randomUUID(), data: INVALID_CUSTOMER }),
  ),
  graphqlOperation(
    'customerDelete',
    'customers',
    'write',
    `mutation($id: ID!) { customerDelete(id: $id) }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation('productsTable', 'products', 'read', `query { productsTable { total } }`),
  graphqlOperation(
    'product',
    'products',
    'read',
    `query($id: ID!) { product(id: $id) { id } }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation(
    'productCreate',
    'products',
    'write',
    `mutation($data: ProductInput!) { productCreate(data: $data) { id } }`,
    () => ({ data: INVALID_PRODUCT }),
  ),
  graphqlOperation(
    'productUpdate',
    'products',
    'write',
    `mutation($id: ID!, $data: ProductInput!) { productUpdate(id: $id, data: $data) { id } }`,
    () => ({ id: randomUUID(), data: INVALID_PRODUCT }),
  ),
  graphqlOperation(
    'productDelete',
    'products',
    'write',
    `mutation($id: ID!) { productDelete(id: $id) }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation('ordersTable', 'orders', 'read', `query { ordersTable { total } }`),
  graphqlOperation('order', 'orders', 'read', `query($id: ID!) { order(id: $id) { id } }`, () => ({
    id: randomUUID(),
  })),
  graphqlOperation(
    'orderCreate',
    'orders',
    'write',
    `mutation($data: OrderInput!) { orderCreate(data: $data) { id } }`,
    () => ({ data: INVALID_ORDER }),
  ),
  graphqlOperation(
    'orderUpdate',
    'orders',
    'write',
    `mutation($id: ID!, $data: OrderInput!) { orderUpdate(id: $id, data: $data) { id } }`,
    () => ({ id: randomUUID(), data: INVALID_ORDER }),
  ),
  graphqlOperation(
    'orderDelete',
    'orders',
    'write',
    `mutation($id: ID!) { orderDelete(id: $id) }`,
    () => ({ id: randomUUID() }),
  ),
  graphqlOperation(
    'orderEmployeeOptions',
    'orders',
    'write',
    `query { orderEmployeeOptions(search: "a") { id } }`,
  ),
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
  graphqlOperation('settings', 'settings', 'read', `query { settings { theme } }`),
  graphqlOperation(
    'settingsThemeUpdate',
    'settings',
    'write',
    `mutation { settingsThemeUpdate(theme: "not a preset") { theme } }`,
  ),
  graphqlOperation(
    'settingsQuotasUpdate',
    'settings',
    'write',
    `mutation { settingsQuotasUpdate(data: { prescription: -1, job: -1, facility: -1 }) { theme } }`,
  ),
  graphqlOperation(
    'settingsSupportUpdate',
    'settings',
    'write',
    `mutation($data: SettingsSupportInput!) { settingsSupportUpdate(data: $data) { theme } }`,
    () => ({
      data: {
        email: 'not an address',
        companyEn: '',
        companyAr: '',
        facebookUrl: '',
        twitterUrl: '',
        linkedinUrl: '',
        instagramUrl: '',
        appStoreUrl: '',
        googlePlayUrl: '',
      },
    }),
  ),
  graphqlOperation('contacts', 'contact', 'read', `query { contacts { items { id } } }`),
  graphqlOperation('contactsTable', 'contact', 'read', `query { contactsTable { items { id } } }`),
  graphqlOperation(
    'contactsMarkRead',
    'contact',
    'write',
    `mutation($ids: [ID!]!) { contactsMarkRead(ids: $ids, read: true) { id } }`,
    () => ({ ids: [randomUUID()] }),
  ),
  graphqlOperation(
    'analyticsDashboard',
    'analytics',
    'read',
    `query { analyticsDashboard(from: "2026-11-01", to: "2026-11-07") { from } }`,
  ),
  graphqlOperation(
    'referenceEntries',
    'referenceData',
    'read',
    `query { referenceEntries(list: city) { total } }`,
  ),
  graphqlOperation(
    'referenceEntryCreate',
    'referenceData',
    'write',
    `mutation { referenceEntryCreate(list: city, data: { name: { en: "", ar: "" }, hidden: false }) { id } }`,
  ),
  graphqlOperation(
    'referenceEntryUpdate',
    'referenceData',
    'write',
    `mutation { referenceEntryUpdate(list: city, id: "atlantis", data: { hidden: true }) { id } }`,
  ),
  graphqlOperation(
    'referenceEntryMove',
    'referenceData',
    'write',
    `mutation { referenceEntryMove(list: city, id: "atlantis", position: 1) { id } }`,
  ),
  graphqlOperation(
    'referenceEntryDelete',
    'referenceData',
    'write',
    `mutation { referenceEntryDelete(list: city, id: "atlantis") }`,
  ),
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
  graphqlOperation('auditLog', 'auditLog', 'read', `query { auditLog { total } }`),
  graphqlOperation('auditLogOptions', 'auditLog', 'read', `query { auditLogOptions { entities } }`),
  graphqlOperation('auditLogActors', 'auditLog', 'read', `query { auditLogActors(search: "a") }`),
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
    for (const section of ADMIN_SECTIONS)
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
        const { also } = operation;
        const expected =
          can([role], operation.section, operation.level) &&
          (!also || can([role], also.section, also.level))
            ? 'allowed'
            : 'refused';
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
