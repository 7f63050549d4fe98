import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event } from '../../platform/events/event.tables';
import { facilityInput, jobInput } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { city, region } from './reference.tables';
import { codeOf, fieldsOf } from '../../../test/support/graphqlErrors';

type Caller = { cookie: string; userId: string };
interface Entry {
  id: string;
  name: { en: string; ar: string };
  index: number;
  hidden: boolean;
  city: { id: string } | null;
  category: string | null;
}

const ENTRY = 'id name { en ar } index hidden city { id } category';
const CREATE = `mutation($list: ReferenceList!, $data: ReferenceEntryInput!) {
  referenceEntryCreate(list: $list, data: $data) { ${ENTRY} } }`;
const UPDATE = `mutation($list: ReferenceList!, $id: ID!, $data: ReferenceEntryUpdate!) {
  referenceEntryUpdate(list: $list, id: $id, data: $data) { ${ENTRY} } }`;
const MOVE = `mutation($list: ReferenceList!, $id: ID!, $position: Int!) {
  referenceEntryMove(list: $list, id: $id, position: $position) { ${ENTRY} } }`;
const DELETE = `mutation($list: ReferenceList!, $id: ID!) { referenceEntryDelete(list: $list, id: $id) }`;
const TABLE = `query($list: ReferenceList!, $filter: ReferenceEntryFilter, $pageSize: Int) {
  referenceEntries(list: $list, filter: $filter, pageSize: $pageSize) { total items { ${ENTRY} } } }`;

describe('reference data in the back office', () => {
  let server: TestServer;
  let editor: Caller;
  let reader: Caller;
  let poster: Caller;

  const events = (entityId: string) =>
    server.app.platform.database.db
      .select({ action: event.action, actorId: event.actorId, values: event.values })
      .from(event)
      .where(eq(event.entityId, entityId));
  const publicCities = async () =>
    (
      await server.graphql<{ cities: { id: string; regions: { id: string }[] }[] }>(
        '{ cities { id regions { id } } }',
      )
    ).data?.cities ?? [];
  const create = async (list: string, data: Record<string, unknown>) => {
    const response = await server.graphql<{ referenceEntryCreate: Entry }>(
      CREATE,
      { list, data: { hidden: false, ...data } },
      editor,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.referenceEntryCreate as Entry;
  };

  beforeAll(async () => {
    server = await startTestServer();
    editor = await server.signIn({ roles: ['entityEditor'] });
    reader = await server.signIn({ roles: ['entityViewer'] });
    poster = await server.signIn();
  });
  afterAll(() => server.close());

  it('adds a governorate and a district at the end, each with its event, seen by the public lists at once', async () => {
    const added = await create('city', { name: { en: 'New Valley East', ar: 'الوادي الشرقي' } });
    expect(added).toMatchObject({ index: 28, hidden: false, city: null });
    const district = await create('region', {
      name: { en: 'East Oasis', ar: 'الواحة الشرقية' },
      cityId: added.id,
    });
    expect(district).toMatchObject({ index: 1, city: { id: added.id } });
    const listed = (await publicCities()).find((item) => item.id === added.id);
    expect(listed?.regions.map((item) => item.id)).toEqual([district.id]);
    expect(await events(added.id)).toEqual([
      expect.objectContaining({ action: 'create', actorId: editor.userId }),
    ]);
    expect(await events(district.id)).toHaveLength(1);

    const table = await server.graphql<{ referenceEntries: { total: number; items: Entry[] } }>(
      TABLE,
      { list: 'region', filter: { cityId: added.id } },
      reader,
    );
    expect(table.data?.referenceEntries).toEqual({ total: 1, items: [district] });
  });

  it('moves an entry among its group: up, to the end, back; the group is numbered 1…n', async () => {
    const order = async () =>
      (
        await server.graphql<{ referenceEntries: { items: Entry[] } }>(
          TABLE,
          { list: 'deactivationReason', filter: { category: 'property' }, pageSize: 100 },
          reader,
        )
      ).data?.referenceEntries.items ?? [];
    const ids = async () => (await order()).map((item) => item.id);
    const before = await ids();
    const jobReasons = async () =>
      (
        await server.graphql<{ deactivationReasons: { id: string; index: number }[] }>(
          '{ deactivationReasons(category: job) { id index } }',
        )
      ).data?.deactivationReasons ?? [];
    const jobBefore = await jobReasons();

    const moved = await server.graphql<{ referenceEntryMove: Entry }>(
      MOVE,
      { list: 'deactivationReason', id: 'property.rented', position: 1 },
      editor,
    );
    expect(moved.data?.referenceEntryMove.index).toBe(1);
    const after = await order();
    expect(after.slice(0, 3).map((item) => `${item.id}@${item.index}`)).toEqual([
      'property.rented@1',
      'property.sold@2',
      'property.unavailable@3',
    ]);
    expect(after.map((item) => item.index)).toEqual(after.map((_, i) => i + 1));
    await server.graphql(
      MOVE,
      { list: 'deactivationReason', id: 'property.rented', position: 99 },
      editor,
    );
    expect((await ids()).at(-1)).toBe('property.rented');
    await server.graphql(
      MOVE,
      { list: 'deactivationReason', id: 'property.rented', position: 2 },
      editor,
    );
    expect(await ids()).toEqual(before);
    // The job reasons, another group, are untouched.
    expect(await jobReasons()).toEqual(jobBefore);
    expect((await events('property.rented')).map((row) => row.values)).toEqual([
      { from: 2, to: 1 },
      { from: 1, to: before.length },
      { from: before.length, to: 2 },
    ]);
  });

  it('hides an entry in use from the pickers, keeps it on the post, and refuses to delete it', async () => {
    const governorate = await create('city', { name: { en: 'Siwa', ar: 'سيوة' } });
    const district = await create('region', {
      name: { en: 'Shali', ar: 'شالي' },
      cityId: governorate.id,
    });
    const posted = await server.graphql<{ jobCreate: { id: string } }>(
      'mutation($data: JobInput!) { jobCreate(data: $data) { id } }',
      { data: jobInput({ cityId: governorate.id, regionId: district.id }) },
      poster,
    );
    expect(posted.errors).toBeUndefined();

    for (const [list, id] of [
      ['region', district.id],
      ['city', governorate.id],
    ] as const) {
      const refused = await server.graphql(DELETE, { list, id }, editor);
      expect(codeOf(refused)).toBe('CONFLICT');
      expect(fieldsOf(refused)).toEqual([['id', 'referenceInUse']]);
    }
    expect(
      await server.app.platform.database.db.select().from(region).where(eq(region.id, district.id)),
    ).toHaveLength(1);
    expect((await events(district.id)).map((row) => row.action)).toEqual(['create']);

    const hidden = await server.graphql<{ referenceEntryUpdate: Entry }>(
      UPDATE,
      { list: 'city', id: governorate.id, data: { hidden: true } },
      editor,
    );
    expect(hidden.data?.referenceEntryUpdate).toMatchObject({ hidden: true, name: { en: 'Siwa' } });
    expect((await publicCities()).map((item) => item.id)).not.toContain(governorate.id);
    const post = await server.graphql<{ job: { city: { name: { en: string } } } }>(
      'query($id: ID!) { job(id: $id) { city { name { en } } } }',
      { id: posted.data?.jobCreate.id },
      poster,
    );
    expect(post.data?.job.city.name.en).toBe('Siwa');
    const [change] = (await events(governorate.id)).filter((row) => row.action === 'update');
    expect(change?.values).toEqual({
      before: { name: governorate.name, hidden: false },
      after: { name: governorate.name, hidden: true },
    });

    await server.graphql(
      UPDATE,
      { list: 'city', id: governorate.id, data: { hidden: false } },
      editor,
    );
    expect((await publicCities()).map((item) => item.id)).toContain(governorate.id);
  });

  it('refuses a hidden entry on a new job or facility ad; an edit may keep the one it names', async () => {
    const position = await create('jobPosition', {
      name: { en: 'Night chemist', ar: 'صيدلي ليلي' },
    });
    const type = await create('facilityType', { name: { en: 'Kiosk', ar: 'كشك' } });
    const governorate = await create('city', { name: { en: 'Dakhla', ar: 'الداخلة' } });
    const post = async (mutation: string, data: Record<string, unknown>) =>
      server.graphql<Record<string, { id: string }>>(mutation, { data }, poster);
    const JOB = 'mutation($data: JobInput!) { jobCreate(data: $data) { id } }';
    const FACILITY = 'mutation($data: PropertyInput!) { propertyCreate(data: $data) { id } }';
    const job = await post(JOB, jobInput({ positionId: position.id }));
    const facility = await post(
      FACILITY,
      facilityInput({ typeId: type.id, cityId: governorate.id, regionId: null }),
    );
    expect([job.errors, facility.errors]).toEqual([undefined, undefined]);
    for (const [list, id] of [
      ['jobPosition', position.id],
      ['facilityType', type.id],
      ['city', governorate.id],
    ] as const) {
      const hidden = await server.graphql(UPDATE, { list, id, data: { hidden: true } }, editor);
      expect(codeOf(hidden)).toBeUndefined();
    }

    const newJob = await post(JOB, jobInput({ positionId: position.id }));
    expect(codeOf(newJob)).toBe('VALIDATION');
    expect(fieldsOf(newJob)).toEqual([['positionId', 'invalidPosition']]);
    const newFacility = await post(
      FACILITY,
      facilityInput({ typeId: type.id, cityId: governorate.id, regionId: null }),
    );
    expect(codeOf(newFacility)).toBe('VALIDATION');
    expect(fieldsOf(newFacility)).toEqual([
      ['cityId', 'invalidCity'],
      ['typeId', 'invalidType'],
    ]);

    // Editing the ads that already name them: kept, while another hidden one is refused.
    const jobId = job.data?.jobCreate?.id;
    const facilityId = facility.data?.propertyCreate?.id;
    const keptJob = await server.graphql(
      'mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) { id } }',
      { id: jobId, data: jobInput({ positionId: position.id, name: 'Night chemist wanted' }) },
      poster,
    );
    expect(keptJob.errors).toBeUndefined();
    const FACILITY_UPDATE =
      'mutation($id: ID!, $data: PropertyInput!) { propertyUpdate(id: $id, data: $data) { id } }';
    const keptFacility = await server.graphql(
      FACILITY_UPDATE,
      {
        id: facilityId,
        data: facilityInput({ typeId: type.id, cityId: governorate.id, regionId: null, income: 1 }),
      },
      poster,
    );
    expect(keptFacility.errors).toBeUndefined();
    const movedFacility = await server.graphql(
      FACILITY_UPDATE,
      { id: facilityId, data: facilityInput({ typeId: type.id }) },
      poster,
    );
    expect(fieldsOf(movedFacility)).toEqual([]);
    const otherJob = await post(JOB, jobInput());
    const changedToHidden = await server.graphql(
      'mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) { id } }',
      { id: otherJob.data?.jobCreate?.id, data: jobInput({ positionId: position.id }) },
      poster,
    );
    expect(fieldsOf(changedToHidden)).toEqual([['positionId', 'invalidPosition']]);
  });

  it('deletes an entry nothing uses', async () => {
    const unused = await create('workplace', { name: { en: 'Ship pharmacy', ar: 'صيدلية سفينة' } });
    const next = await create('workplace', { name: { en: 'Airport', ar: 'المطار' } });
    const deleted = await server.graphql<{ referenceEntryDelete: boolean }>(
      DELETE,
      { list: 'workplace', id: unused.id },
      editor,
    );
    expect(deleted.data?.referenceEntryDelete).toBe(true);
    expect((await events(unused.id)).map((row) => row.action)).toEqual(['create', 'delete']);
    const places = (
      await server.graphql<{ referenceEntries: { items: Entry[] } }>(
        TABLE,
        { list: 'workplace', pageSize: 100 },
        reader,
      )
    ).data?.referenceEntries.items;
    // The next one took its place: indexes stay 1…n.
    expect(places?.map((item) => item.index)).toEqual(places?.map((_, i) => i + 1));
    expect(places?.at(-1)).toMatchObject({ id: next.id, index: unused.index });
    const again = await server.graphql(DELETE, { list: 'workplace', id: unused.id }, editor);
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('refuses bad input with field errors, changing nothing', async () => {
    const db = server.app.platform.database.db;
    const count = async () => (await db.select().from(city)).length;
    const before = await count();
    const blank = await server.graphql(
      CREATE,
      { list: 'city', data: { name: { en: ' ', ar: 'اسم' }, hidden: false } },
      editor,
    );
    expect(codeOf(blank)).toBe('VALIDATION');
    expect(fieldsOf(blank)).toEqual([['name.en', 'invalidName']]);
    const orphan = await server.graphql(
      CREATE,
      {
        list: 'region',
        data: { name: { en: 'Nowhere', ar: 'لا مكان' }, hidden: false, cityId: 'atlantis' },
      },
      editor,
    );
    expect(fieldsOf(orphan)).toEqual([['cityId', 'invalidCity']]);
    const noCategory = await server.graphql(
      CREATE,
      { list: 'deactivationReason', data: { name: { en: 'Spam', ar: 'مزعج' }, hidden: false } },
      editor,
    );
    expect(fieldsOf(noCategory)).toEqual([['category', 'invalidType']]);
    const badPosition = await server.graphql(
      MOVE,
      { list: 'city', id: 'giza', position: 0 },
      editor,
    );
    expect(codeOf(badPosition)).toBe('VALIDATION');
    expect(await count()).toBe(before);
    expect(
      await db
        .select()
        .from(event)
        .where(and(eq(event.entity, 'region'), eq(event.actorId, reader.userId))),
    ).toEqual([]);
  });

  it('lets a reader list but not change', async () => {
    const listed = await server.graphql<{ referenceEntries: { total: number } }>(
      TABLE,
      { list: 'city' },
      reader,
    );
    expect(listed.data?.referenceEntries.total).toBeGreaterThanOrEqual(27);
    const refused = await server.graphql(
      UPDATE,
      { list: 'city', id: 'giza', data: { hidden: true } },
      reader,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect((await publicCities()).map((item) => item.id)).toContain('giza');
  });
});
