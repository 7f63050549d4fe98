import { startTestS3, type TestS3 } from './s3';
import { startTestServer, type TestServer } from './server';

type User = Awaited<ReturnType<TestServer['signIn']>>;

/**
 * A server on disk or on its own s3rver, with the users order-attachment tests need (an owner
 * who edits, an order viewer, a client without roles) and a customer and product an order can
 * name, made through the API.
 */
export async function startOrderServer(store: 'disk' | 's3', ip: string) {
  const s3: TestS3 | undefined = store === 's3' ? await startTestS3() : undefined;
  const server = await startTestServer({ TRUST_PROXY: '1', ...s3?.env });
  const editor: User = await server.signIn({ roles: ['owner'] });
  const orderViewer: User = await server.signIn({ roles: ['orderViewer'] });
  const client: User = await server.signIn();
  const options = { cookie: editor.cookie, headers: { 'x-forwarded-for': ip } };
  const customer = await server.graphql<{ customerCreate: { id: string } }>(
    `mutation($data: CustomerInput!) { customerCreate(data: $data) { id } }`,
    { data: { name: 'Ali', birthdate: '1980-01-01', gender: 'male' } },
    options,
  );
  const product = await server.graphql<{ productCreate: { id: string } }>(
    `mutation($data: ProductInput!) { productCreate(data: $data) { id } }`,
    { data: { name: 'Gauze', unitPrice: 5 } },
    options,
  );
  return {
    server,
    editor,
    orderViewer,
    client,
    customerId: customer.data?.customerCreate.id ?? '',
    productId: product.data?.productCreate.id ?? '',
    async close() {
      await server.close();
      await s3?.close();
    },
  };
}
