import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { city, facilityType } from './reference.tables';

interface Item {
  id: string;
  name: { en: string; ar: string };
  index: number;
}
interface City extends Item {
  regions: (Item & { cityId: string })[];
}

const ITEM = 'id name { en ar } index';
const ARABIC = /^[\u0600-\u06FF0-9\s()]+$/;
const LATIN = /^[A-Za-z0-9\s()'-]+$/;

describe('reference data', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const cities = async () => {
    const response = await server.graphql<{ cities: City[] }>(
      `{ cities { ${ITEM} regions { ${ITEM} cityId } } }`,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.cities ?? [];
  };

  it("lists Egypt's 27 governorates with their districts, in both languages, in order, to anyone", async () => {
    const list = await cities();
    expect(list).toHaveLength(27);
    expect(list.map((item) => item.index)).toEqual(list.map((_, i) => i + 1));
    expect(list.slice(0, 3).map((item) => item.name)).toEqual([
      { en: 'Cairo', ar: 'القاهرة' },
      { en: 'Giza', ar: 'الجيزة' },
      { en: 'Alexandria', ar: 'الإسكندرية' },
    ]);
    const regions = list.flatMap((item) => item.regions);
    expect(new Set(regions.map((region) => region.id)).size).toBe(regions.length);
    for (const item of list) {
      expect(item.regions.length, item.id).toBeGreaterThanOrEqual(5);
      expect(item.regions.every((region) => region.cityId === item.id)).toBe(true);
      expect(item.regions.map((region) => region.index)).toEqual(item.regions.map((_, i) => i + 1));
    }
    for (const { name } of [...list, ...regions]) {
      expect(name.ar).toMatch(ARABIC);
      expect(name.en).toMatch(LATIN);
    }
  });

  it('reads one city, one region and the regions of a city; unknown ids give null or none', async () => {
    const response = await server.graphql<{
      city: Item | null;
      region: (Item & { cityId: string }) | null;
      regions: Item[];
      unknownCity: Item | null;
      unknownRegion: Item | null;
      noRegions: Item[];
    }>(`{
      city(id: "giza") { ${ITEM} }
      region(id: "giza.dokki") { ${ITEM} cityId }
      regions(cityId: "alexandria") { id }
      unknownCity: city(id: "atlantis") { id }
      unknownRegion: region(id: "' or 1=1 --") { id }
      noRegions: regions(cityId: "atlantis") { id }
    }`);
    expect(response.errors).toBeUndefined();
    expect(response.data?.city?.name).toEqual({ en: 'Giza', ar: 'الجيزة' });
    expect(response.data?.region).toMatchObject({
      name: { en: 'Dokki', ar: 'الدقي' },
      cityId: 'giza',
    });
    expect(response.data?.regions.map((region) => region.id)).toContain('alexandria.smouha');
    expect(response.data?.unknownCity).toBeNull();
    expect(response.data?.unknownRegion).toBeNull();
    expect(response.data?.noRegions).toEqual([]);
  });

  it('lists workplaces, job positions and the deactivation reasons of one category', async () => {
    const response = await server.graphql<{
      workplaces: Item[];
      jobPositions: Item[];
      job: (Item & { category: string })[];
      property: (Item & { category: string })[];
    }>(`{
      workplaces { ${ITEM} }
      jobPositions { ${ITEM} }
      job: deactivationReasons(category: job) { ${ITEM} category }
      property: deactivationReasons(category: property) { ${ITEM} category }
    }`);
    expect(response.errors).toBeUndefined();
    const data = response.data;
    expect(data?.workplaces[0]?.name).toEqual({ en: 'Community pharmacy', ar: 'صيدلية عامة' });
    expect(data?.workplaces.map((item) => item.id)).toContain('hospital-pharmacy');
    expect(data?.jobPositions.map((item) => item.id)).toEqual(
      expect.arrayContaining(['pharmacist', 'assistant-pharmacist', 'medical-representative']),
    );
    expect(data?.job.length).toBeGreaterThan(3);
    expect(data?.job.every((reason) => reason.category === 'job')).toBe(true);
    expect(data?.property.every((reason) => reason.category === 'property')).toBe(true);
    for (const list of [data?.workplaces ?? [], data?.jobPositions ?? []]) {
      const indexes = list.map((item) => item.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    }
    const unknown = await server.graphql('{ deactivationReasons(category: prescription) { id } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('lists facility types and listed-for in both languages, in order, to anyone', async () => {
    const response = await server.graphql<{
      facilityTypes: Item[];
      facilityListedFor: Item[];
      property: (Item & { category: string })[];
    }>(`{
      facilityTypes { ${ITEM} }
      facilityListedFor { ${ITEM} }
      property: deactivationReasons(category: property) { id index }
    }`);
    expect(response.errors).toBeUndefined();
    const { facilityTypes = [], facilityListedFor = [], property = [] } = response.data ?? {};
    expect(facilityTypes[0]).toEqual({
      id: 'pharmacy',
      name: { en: 'Pharmacy', ar: 'صيدلية' },
      index: 1,
    });
    expect(facilityTypes.map((item) => item.id)).toEqual(
      expect.arrayContaining(['medical-supplies', 'clinic', 'drug-warehouse', 'laboratory']),
    );
    expect(facilityListedFor).toEqual([
      { id: 'sale', name: { en: 'For sale', ar: 'للبيع' }, index: 1 },
      { id: 'rent', name: { en: 'For rent', ar: 'للإيجار' }, index: 2 },
      { id: 'purchase-request', name: { en: 'Wanted to buy', ar: 'مطلوب للشراء' }, index: 3 },
    ]);
    for (const list of [facilityTypes, facilityListedFor]) {
      expect(list.map((item) => item.index)).toEqual(list.map((_, i) => i + 1));
      for (const { name } of list) {
        expect(name.ar).toMatch(ARABIC);
        expect(name.en).toMatch(LATIN);
      }
    }
    // The owner's reasons first, then the moderator's; each place once.
    expect(property.map((reason) => reason.id)).toEqual([
      'property.sold',
      'property.rented',
      'property.unavailable',
      'property.found',
      'property.duplicate',
      'property.misleading',
      'property.contact',
      'property.off-topic',
      'property.terms',
    ]);
    expect(new Set(property.map((reason) => reason.index)).size).toBe(property.length);
  });

  it('answers from memory, and reloads when a reference entity changes on the bus', async () => {
    const { platform } = server.app;
    await cities();
    // Changed behind the service's back: the copy in memory still answers.
    await platform.database.db
      .update(city)
      .set({ name: { en: 'Cairo (changed)', ar: 'القاهرة (تعديل)' } })
      .where(eq(city.id, 'cairo'));
    expect((await cities())[0]?.name.en).toBe('Cairo');
    // A change recorded as the back office will record it: every process drops its copy.
    await platform.transact(SYSTEM_ACTOR, async (_tx, record) => {
      await record({ entity: 'city', entityId: 'cairo', action: 'update' });
    });
    await expect.poll(async () => (await cities())[0]?.name.en).toBe('Cairo (changed)');
    await platform.database.db
      .update(city)
      .set({ name: { en: 'Cairo', ar: 'القاهرة' } })
      .where(eq(city.id, 'cairo'));
  });

  it('reloads the facility lists too when one of them changes', async () => {
    const { platform } = server.app;
    const types = async () =>
      (await server.graphql<{ facilityTypes: Item[] }>('{ facilityTypes { id index } }')).data
        ?.facilityTypes ?? [];
    expect((await types())[0]?.id).toBe('pharmacy');
    // As the back office will reorder: the clinic first.
    await platform.transact(SYSTEM_ACTOR, async (tx, record) => {
      await tx.update(facilityType).set({ index: 0 }).where(eq(facilityType.id, 'clinic'));
      await record({ entity: 'facilityType', entityId: 'clinic', action: 'update' });
    });
    await expect.poll(async () => (await types())[0]?.id).toBe('clinic');
    await platform.transact(SYSTEM_ACTOR, async (tx, record) => {
      await tx.update(facilityType).set({ index: 5 }).where(eq(facilityType.id, 'clinic'));
      await record({ entity: 'facilityType', entityId: 'clinic', action: 'update' });
    });
    await expect.poll(async () => (await types())[0]?.id).toBe('pharmacy');
  });
});
