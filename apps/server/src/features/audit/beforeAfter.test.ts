import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event } from '../../platform/events/event.tables';
import { jobInput, pngImage, uploadImage } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';

type Caller = Awaited<ReturnType<TestServer['signIn']>>;

const ID = '{ id }';
const DRUG = { tradeName: 'Panadol Extra', price: 42.5, genericNames: ['paracetamol', 'caffeine'] };

/**
 * Issue #16 point 2: an update's event carries the changed fields' values before and after,
 * which the audit log's drawer shows as a difference; unchanged fields are left out.
 */
describe('updates record before/after in their event', () => {
  let server: TestServer;
  let owner: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.signIn({ roles: ['owner'] });
  });
  afterAll(() => server.close());

  async function ok<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    as: Caller,
  ): Promise<T> {
    const answer = await server.graphql<T>(query, variables, as);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  }

  /** The values of the newest event of this entity and action. */
  async function lastValues(entity: string, entityId: string, action: string) {
    const [row] = await server.app.platform.database.db
      .select({ values: event.values })
      .from(event)
      .where(and(eq(event.entity, entity), eq(event.entityId, entityId), eq(event.action, action)))
      .orderBy(desc(event.createdAt))
      .limit(1);
    return row?.values;
  }

  it('a drug edit: the fields whose value changed', async () => {
    const { drugCreate } = await ok<{ drugCreate: { id: string } }>(
      `mutation($data: DrugInput!) { drugCreate(data: $data) ${ID} }`,
      { data: DRUG },
      owner,
    );
    await ok(
      `mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) ${ID} }`,
      { id: drugCreate.id, data: { ...DRUG, price: 45, companies: ['GSK'] } },
      owner,
    );
    expect(await lastValues('drug', drugCreate.id, 'update')).toMatchObject({
      // A new price keeps the previous one as the old price.
      before: { price: 42.5, oldPrice: null, companies: [] },
      after: { price: 45, oldPrice: 42.5, companies: ['GSK'] },
    });
    const values = await lastValues('drug', drugCreate.id, 'update');
    expect(Object.keys(values?.before ?? {}).sort()).toEqual(['companies', 'oldPrice', 'price']);
  });

  it('a profile update: the fields given, as they were and are', async () => {
    const me = await server.signIn();
    await ok(
      `mutation($p: ProfileInput!) { authUpdateProfile(profile: $p) ${ID} }`,
      { p: { fullName: 'Mona Adel', countryName: 'Egypt' } },
      me,
    );
    expect(await lastValues('user', me.userId, 'updateProfile')).toEqual({
      fields: ['name', 'countryName'],
      before: { name: 'Test User', countryName: null },
      after: { name: 'Mona Adel', countryName: 'Egypt' },
    });
  });

  it('a post: an edit in place, an edit waiting for review, and its accept', async () => {
    const author = await server.signIn();
    const imageUploadId = await uploadImage(server, author, await pngImage(40, 40));
    const { prescriptionCreate } = await ok<{ prescriptionCreate: { id: string } }>(
      `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) ${ID} }`,
      { data: { title: 'Persistent cough', description: 'Adult, two weeks.', imageUploadId } },
      author,
    );
    const id = prescriptionCreate.id;
    const edit = `mutation($id: ID!, $data: PrescriptionUpdateInput!) { prescriptionUpdate(id: $id, data: $data) ${ID} }`;
    await ok(edit, { id, data: { title: 'Dry cough' } }, author);
    expect(await lastValues('prescription', id, 'update')).toMatchObject({
      fields: ['title'],
      before: { title: 'Persistent cough' },
      after: { title: 'Dry cough' },
    });

    await ok(`mutation($id: ID!) { prescriptionAccept(id: $id) ${ID} }`, { id }, owner);
    await ok(edit, { id, data: { title: 'Dry cough at night' } }, author);
    expect(await lastValues('prescription', id, 'revise')).toMatchObject({
      fields: ['title'],
      pendingEdit: true,
      before: { title: 'Dry cough' },
      after: { title: 'Dry cough at night' },
    });
    await ok(`mutation($id: ID!) { prescriptionEditAccept(id: $id) ${ID} }`, { id }, owner);
    expect(await lastValues('prescription', id, 'acceptEdit')).toMatchObject({
      fields: ['title'],
      before: { title: 'Dry cough' },
      after: { title: 'Dry cough at night' },
    });
  });

  it('a job edit, through the same post mechanism', async () => {
    const author = await server.signIn();
    const { jobCreate } = await ok<{ jobCreate: { id: string } }>(
      `mutation($data: JobInput!) { jobCreate(data: $data) ${ID} }`,
      { data: jobInput() },
      author,
    );
    await ok(
      `mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) ${ID} }`,
      { id: jobCreate.id, data: jobInput({ name: 'Pharmacist for the night shift' }) },
      author,
    );
    const values = await lastValues('job', jobCreate.id, 'update');
    expect(values).toMatchObject({
      before: { name: 'Pharmacist for the evening shift' },
      after: { name: 'Pharmacist for the night shift' },
    });
    // Only what changed: the status a pending post keeps is not listed.
    expect(Object.keys(values?.after ?? {})).toEqual(['name']);
  });
});
