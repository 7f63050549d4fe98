import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, pngImage, uploadImage } from '../../../test/support/fixtures';
import { startOrderServer } from '../../../test/support/orders';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { signedFileUrl } from '../uploads/uploads.service';

type User = { cookie: string; userId: string; email: string };

const CUSTOMER = `mutation($data: CustomerInput!) { customerCreate(data: $data) { id name gender } }`;
const PRODUCT = `mutation($data: ProductInput!) {
  productCreate(data: $data) { id unitPrice photos { id publicUrl privateUrl } } }`;
const ORDER = `mutation($data: OrderInput!) {
  orderCreate(data: $data) { id customer { name } products { name } employee { label }
    attachments { id name sizeInBytes privateUrl publicUrl } } }`;
const READ_ORDER = `query($id: ID!) { order(id: $id) { attachments { privateUrl } } }`;

/** Signs in by e-mail without cookies, as a phone app does: its bearer token. */
async function bearerToken(server: TestServer, user: User): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: user.email, password: 'secret-pass-1' }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error('no bearer token');
  return token;
}

describe('customers, products and orders', () => {
  let server: TestServer;
  let owner: User;
  let viewer: User;
  const gql = graphqlFromOwnAddresses(() => server, 31);

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    owner = await server.signIn({ roles: ['owner'] });
    viewer = await server.signIn({ roles: ['customerViewer', 'productViewer', 'orderViewer'] });
  });
  afterAll(() => server.close());

  it('asks to sign in, and refuses users without the roles', async () => {
    const signedOut = await gql(`query { customersTable { total } }`, {});
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = await server.signIn();
    for (const query of ['customersTable', 'productsTable', 'ordersTable']) {
      const answer = await gql(`query { ${query} { total } }`, {}, client);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('lets editors write and viewers only read, with field errors and references kept', async () => {
    const refused = await gql(
      CUSTOMER,
      { data: { name: 'Mona', birthdate: '1990-02-03', gender: 'female' } },
      viewer,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await gql(
      CUSTOMER,
      { data: { name: '', birthdate: '1990-02-30', gender: 'female' } },
      owner,
    );
    expect(invalid.errors?.[0]?.extensions?.fieldErrors?.map((error) => error.path)).toEqual([
      'name',
      'birthdate',
    ]);

    const customer = await gql<{ customerCreate: { id: string } }>(
      CUSTOMER,
      { data: { name: 'Mona Adel', birthdate: '1990-02-03', gender: 'female' } },
      owner,
    );
    const photo = await uploadImage(server, owner, await pngImage(40, 30), 'product');
    const product = await gql<{
      productCreate: { id: string; unitPrice: number; photos: { publicUrl: string }[] };
    }>(PRODUCT, { data: { name: 'Panadol', unitPrice: 42.5, photoUploadIds: [photo] } }, owner);
    expect(product.data?.productCreate.unitPrice).toBe(42.5);
    const publicUrl = product.data?.productCreate.photos[0]?.publicUrl ?? '';
    expect(publicUrl).toMatch(/^\/files\/uploads\/product\//);
    expect((await fetch(`${server.url}${publicUrl}`)).status).toBe(200);

    const customerId = customer.data?.customerCreate.id;
    const productId = product.data?.productCreate.id;
    const order = await gql<{ orderCreate: { customer: { name: string }; products: unknown[] } }>(
      ORDER,
      { data: { customerId, productIds: [productId], employeeId: owner.userId } },
      owner,
    );
    expect(order.errors).toBeUndefined();
    expect(order.data?.orderCreate.customer.name).toBe('Mona Adel');

    const notStaff = await server.signIn();
    const badEmployee = await gql(
      ORDER,
      { data: { customerId, productIds: [productId], employeeId: notStaff.userId } },
      owner,
    );
    expect(badEmployee.errors?.[0]?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({ path: 'employeeId', message: 'invalidEmployee' }),
    ]);

    const inUse = await gql(
      `mutation($id: ID!) { customerDelete(id: $id) }`,
      { id: customerId },
      owner,
    );
    expect(inUse.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const table = await gql<{ productsTable: { total: number; items: { name: string }[] } }>(
      `query { productsTable(filter: { search: "pana", priceFrom: 40, priceTo: 50 }, sort: "unitPrice") { total items { name } } }`,
      {},
      viewer,
    );
    expect(table.data?.productsTable).toEqual({ total: 1, items: [{ name: 'Panadol' }] });
  });
  it('imports customers and products from their templates', async () => {
    for (const entity of ['customers', 'products'] as const) {
      const template = await fetch(`${server.url}/api/import/${entity}/template`, {
        headers: { cookie: owner.cookie },
      });
      expect(template.status).toBe(200);
      const checked = await fetch(`${server.url}/api/import/${entity}`, {
        method: 'POST',
        headers: { cookie: owner.cookie, 'x-file-name': `${entity}.xlsx` },
        body: new Uint8Array(await template.arrayBuffer()),
      });
      expect(checked.status).toBe(201);
      const { jobId } = (await checked.json()) as { jobId: string };
      const done = await gql<{ importComplete: { status: string } }>(
        `mutation($id: ID!) { importComplete(id: $id) { status } }`,
        { id: jobId },
        owner,
      );
      expect(done.errors).toBeUndefined();
      for (let attempt = 0; attempt < 100; attempt++) {
        const state = await gql<{ importJob: { status: string; imported: number } }>(
          `query($id: ID!) { importJob(id: $id) { status imported } }`,
          { id: jobId },
          owner,
        );
        if (state.data?.importJob.status === 'completed') {
          expect(state.data.importJob.imported).toBe(2);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const customers = await gql<{ customersTable: { total: number } }>(
      `query { customersTable(filter: { search: "Ahmed Samir" }) { total } }`,
      {},
      viewer,
    );
    expect(customers.data?.customersTable.total).toBe(1);
    const products = await gql<{ productsTable: { items: { unitPrice: number }[] } }>(
      `query { productsTable(filter: { search: "thermometer" }) { items { unitPrice } } }`,
      {},
      viewer,
    );
    expect(products.data?.productsTable.items).toEqual([{ unitPrice: 185 }]);
  });
});

describe.each(['disk', 's3'] as const)('order attachments on %s', (store) => {
  let world: Awaited<ReturnType<typeof startOrderServer>>;
  let server: TestServer;
  let editor: User;
  let orderViewer: User;
  let client: User;
  let url: string;
  let orderId: string;
  const gql = graphqlFromOwnAddresses(() => server, 32);

  beforeAll(async () => {
    world = await startOrderServer(store, '10.32.250.1');
    ({ server, editor, orderViewer, client } = world);
    const file = await uploadImage(server, editor, await pngImage(60, 40), 'order');
    const order = await gql<{
      orderCreate: {
        id: string;
        attachments: { sizeInBytes: number; privateUrl: string; publicUrl: string | null }[];
      };
    }>(
      ORDER,
      {
        data: {
          customerId: world.customerId,
          productIds: [world.productId],
          employeeId: editor.userId,
          attachmentUploadIds: [file],
        },
      },
      editor,
    );
    expect(order.errors).toBeUndefined();
    orderId = order.data?.orderCreate.id ?? '';
    const [attachment] = order.data?.orderCreate.attachments ?? [];
    expect(attachment?.publicUrl).toBeNull();
    expect(attachment?.sizeInBytes).toBeGreaterThan(0);
    const read = await gql<{ order: { attachments: { privateUrl: string }[] } }>(
      READ_ORDER,
      { id: orderId },
      orderViewer,
    );
    url = read.data?.order.attachments[0]?.privateUrl ?? '';
  });
  afterAll(() => world.close());

  const statusOf = async (target: string, headers: Record<string, string> = {}) =>
    (await fetch(target.startsWith('http') ? target : `${server.url}${target}`, { headers }))
      .status;

  it('opens for the order viewer it was signed for, and is never a public URL', async () => {
    if (store === 's3') {
      expect(url).toMatch(/X-Amz-Signature=/);
      expect(url).toMatch(/X-Amz-Expires=300/);
      expect(await statusOf(url)).toBe(200);
      return;
    }
    expect(url).toMatch(/^\/files\/signed\/uploads\/order\/.+\?expires=\d+&user=.+&signature=/);
    expect(await statusOf(url, { cookie: orderViewer.cookie })).toBe(200);
    const bearer = await bearerToken(server, orderViewer);
    expect(await statusOf(url, { authorization: `Bearer ${bearer}` })).toBe(200);
    // The plain upload route never serves an order's file, whoever asks.
    const plain = url.replace('/files/signed/', '/files/').split('?')[0] ?? '';
    expect(await statusOf(plain, { cookie: orderViewer.cookie })).toBe(404);
    expect(await statusOf(plain, { cookie: editor.cookie })).toBe(404);
  });

  // Disk signatures are ours to check; S3 checks its own presigned URLs.
  if (store === 'disk')
    it('refuses an expired or forged signature, and anyone but its order viewer', async () => {
      const key = new URL(url, server.url).pathname.replace('/files/signed/', '');
      const expired = await signedFileUrl(server.app.platform, key, orderViewer.userId, {
        now: Date.now() - 10 * 60 * 1000,
      });
      expect(await statusOf(expired, { cookie: orderViewer.cookie })).toBe(404);
      const forged = url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
      expect(await statusOf(forged, { cookie: orderViewer.cookie })).toBe(404);
      // Someone else's URL, or one signed for oneself but without the role (a client).
      const forClient = await signedFileUrl(server.app.platform, key, client.userId);
      expect(await statusOf(forClient, { cookie: client.cookie })).toBe(404);
      expect(await statusOf(url, { cookie: client.cookie })).toBe(404);
      const clientBearer = await bearerToken(server, client);
      expect(await statusOf(url, { authorization: `Bearer ${clientBearer}` })).toBe(404);
      expect(await statusOf(forClient, { authorization: `Bearer ${clientBearer}` })).toBe(404);
      expect(await statusOf(url)).toBe(404);
      // A client cannot get a URL from the API either.
      const asClient = await gql(READ_ORDER, { id: orderId }, client);
      expect(asClient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
});
