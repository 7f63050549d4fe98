import {
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH,
  type UploadAnswer,
  type UploadPurpose,
  type UploadRefused,
} from '@dawa/shared/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, pdfDocument } from '../../../test/support/fixtures';
import { startOrderServer } from '../../../test/support/orders';
import type { TestServer } from '../../../test/support/server';

type User = { cookie: string; userId: string; email: string };

const ORDER = `mutation($data: OrderInput!) { orderCreate(data: $data) { id } }`;
const READ_ORDER = `query($id: ID!) { order(id: $id) {
  attachments { name sizeInBytes contentType privateUrl publicUrl thumbnailUrl } } }`;

/** An Arabic name: it must come back intact in the download's header. */
const NAME = 'فاتورة الطلب.pdf';

describe.each(['disk', 's3'] as const)('order PDF attachments on %s', (store) => {
  let world: Awaited<ReturnType<typeof startOrderServer>>;
  let server: TestServer;
  let editor: User;
  let orderViewer: User;
  let client: User;
  let orderId: string;
  const pdf = pdfDocument({ catalog: '/Lang (ar)' });
  const gql = graphqlFromOwnAddresses(() => server, 33);

  const send = (user: User, bytes: Buffer, purpose: UploadPurpose, name = NAME) =>
    fetch(`${server.url}${UPLOAD_PATH}?purpose=${purpose}`, {
      method: 'POST',
      headers: {
        cookie: user.cookie,
        'x-file-name': encodeURIComponent(name),
        // The client's word counts for nothing: the bytes decide.
        'content-type': 'application/pdf',
      },
      body: new Uint8Array(bytes),
    });
  const refusal = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as UploadRefused,
  });

  beforeAll(async () => {
    world = await startOrderServer(store, '10.33.250.1');
    ({ server, editor, orderViewer, client } = world);
    const uploaded = await send(editor, pdf, 'order');
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const answer = (await uploaded.json()) as UploadAnswer;
    expect(answer).toMatchObject({
      contentType: 'application/pdf',
      thumbnailUrl: null,
      width: null,
      height: null,
      size: pdf.length,
      name: NAME,
    });
    const order = await gql<{ orderCreate: { id: string } }>(
      ORDER,
      {
        data: {
          customerId: world.customerId,
          productIds: [world.productId],
          employeeId: editor.userId,
          attachmentUploadIds: [answer.id],
        },
      },
      editor,
    );
    expect(order.errors).toBeUndefined();
    orderId = order.data?.orderCreate.id ?? '';
  });
  afterAll(() => world.close());

  const attachmentFor = async (user: User) => {
    const read = await gql<{
      order: {
        attachments: {
          name: string;
          contentType: string;
          privateUrl: string;
          publicUrl: string | null;
          thumbnailUrl: string | null;
        }[];
      };
    }>(READ_ORDER, { id: orderId }, user);
    expect(read.errors).toBeUndefined();
    const [attachment] = read.data?.order.attachments ?? [];
    if (!attachment) throw new Error('the order has no attachment');
    return attachment;
  };
  const open = (url: string, headers: Record<string, string> = {}) =>
    fetch(url.startsWith('http') ? url : `${server.url}${url}`, { headers });

  it('downloads the PDF as sent, for the order viewer, under its name, never shown inline', async () => {
    const attachment = await attachmentFor(orderViewer);
    expect(attachment).toMatchObject({
      name: NAME,
      contentType: 'application/pdf',
      publicUrl: null,
      thumbnailUrl: null,
    });
    const response = await open(attachment.privateUrl, { cookie: orderViewer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="______ _____.pdf"; filename*=UTF-8''${encodeURIComponent(NAME)}`,
    );
    if (store === 'disk') expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a renamed page or program, a PDF with a script, one too big, and a PDF avatar', async () => {
    const html = await refusal(
      await send(editor, Buffer.from('<!doctype html><script>alert(1)</script>'), 'order'),
    );
    expect(html.status).toBe(400);
    expect(html.body.fieldErrors?.[0]).toMatchObject({
      message: 'invalidFormat',
      params: { formats: 'JPEG, PNG, WebP, PDF' },
    });
    const exe = await refusal(
      await send(editor, Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE\x00\x00', 'latin1'), 'order'),
    );
    expect(exe.body.fieldErrors?.[0]?.message).toBe('invalidFormat');

    const script = pdfDocument({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
    const scripted = await refusal(await send(editor, script, 'order'));
    expect(scripted.status).toBe(400);
    expect(scripted.body.fieldErrors?.[0]).toMatchObject({
      message: 'documentActiveContent',
      text: expect.stringContaining('PDF') as unknown,
    });

    const padding = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    const big = Buffer.concat([pdf.subarray(0, 20), padding, pdf.subarray(20)]);
    const tooBig = await refusal(await send(editor, big, 'order'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.fieldErrors?.[0]).toMatchObject({
      message: 'fileTooLarge',
      params: { max: '10 MB' },
    });

    const avatar = await refusal(await send(editor, pdf, 'avatar', 'me.pdf'));
    expect(avatar.status).toBe(400);
    expect(avatar.body.fieldErrors?.[0]).toMatchObject({
      message: 'invalidFormat',
      params: { formats: 'JPEG, PNG, WebP' },
    });
  });

  it('is not read by a signed-in user without the role', async () => {
    const asClient = await gql(READ_ORDER, { id: orderId }, client);
    expect(asClient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    if (store === 'disk') {
      const { privateUrl } = await attachmentFor(orderViewer);
      expect((await open(privateUrl, { cookie: client.cookie })).status).toBe(404);
      // Nor through the plain route, by its key.
      const plain = privateUrl.replace('/files/signed/', '/files/').split('?')[0] ?? '';
      expect((await open(plain, { cookie: client.cookie })).status).toBe(404);
    }
  });
});
