import {
  cityRowSchema,
  IMPORT_SECTIONS,
  referenceNameRowSchema,
  type CityRow,
  type ImportEntity,
  type ReferenceNameRow,
} from '@dawa/shared/importer';
import type { LocalizedText } from '@dawa/shared/notifications';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db';
import { newId } from '../../platform/db/ids';
import type { RecordChange } from '../../platform/events/events';
import {
  importDefinition,
  parseSheet,
  sheetTemplate,
  type ImportDefinition,
  type SheetColumn,
  type SheetImport,
} from '../../platform/importer/importDefinition';
import { city, facilityType, jobPosition, region, workplace } from './reference.tables';

/** The reference lists an import writes, by the entity name their events carry. */
const TABLES = { city, region, workplace, jobPosition, facilityType };
type ImportedList = keyof typeof TABLES;

/**
 * Inserts a reference item or, when one of the list (of the city, for a region) already has this
 * English name (any case), updates its names: importing a list again changes nothing twice. New
 * items go last (`index`). Records the change, whose event also refreshes every server's copy.
 */
async function upsertByName(
  tx: Db,
  record: RecordChange,
  list: ImportedList,
  name: LocalizedText,
  cityId?: string,
): Promise<string> {
  const table = TABLES[list];
  const sameName = sql`lower(${table.name}->>'en') = lower(${name.en})`;
  const where = cityId === undefined ? sameName : and(sameName, eq(region.cityId, cityId));
  const [found] = await tx.select({ id: table.id, name: table.name }).from(table).where(where);
  if (found) {
    if (found.name.en !== name.en || found.name.ar !== name.ar) {
      await tx.update(table).set({ name, updatedAt: new Date() }).where(eq(table.id, found.id));
      await record({
        entity: list,
        entityId: found.id,
        action: 'update',
        values: { before: { name: found.name }, after: { name }, source: 'import' },
      });
    }
    return found.id;
  }
  const [last] = await tx
    .select({ index: max(table.index) })
    .from(table)
    .where(cityId === undefined ? undefined : eq(region.cityId, cityId));
  const id = newId();
  const index = (last?.index ?? -1) + 1;
  if (cityId === undefined) await tx.insert(table).values({ id, name, index });
  else await tx.insert(region).values({ id, name, index, cityId });
  await record({
    entity: list,
    entityId: id,
    action: 'create',
    values: { name, index, ...(cityId ? { cityId } : {}), source: 'import' },
  });
  return id;
}

const column = (
  header: string,
  required: boolean,
  en: string,
  ar: string,
  examples: string[],
): SheetColumn => ({ header, required, en, ar, examples });

function namesDefinition(
  entity: ImportEntity,
  list: ImportedList,
  sheet: string,
  examples: { en: string[]; ar: string[] },
): ImportDefinition {
  const spec: SheetImport<ReferenceNameRow> = {
    sheet,
    columns: [
      column(
        'name_en',
        true,
        'Name in English (up to 100 characters). An existing item with this English name is updated, not added again.',
        'الاسم بالإنجليزية (حتى 100 حرف). العنصر الموجود بالاسم الإنجليزي نفسه يُحدَّث ولا يُضاف مرة أخرى.',
        examples.en,
      ),
      column(
        'name_ar',
        true,
        'Name in Arabic (up to 100 characters).',
        'الاسم بالعربية (حتى 100 حرف).',
        examples.ar,
      ),
    ],
    candidate: (get) => ({ en: get('name_en') ?? '', ar: get('name_ar') ?? '' }),
    schema: referenceNameRowSchema,
    fieldHeaders: { en: 'name_en', ar: 'name_ar' },
    label: (get) => get('name_en') ?? get('name_ar') ?? '',
    key: (row) => row.en.toLowerCase(),
  };
  return importDefinition<ReferenceNameRow>({
    entity,
    section: IMPORT_SECTIONS[entity],
    parse: (upload) => parseSheet(spec, upload),
    template: () => sheetTemplate(spec),
    async write(tx, record, rows) {
      for (const row of rows) await upsertByName(tx, record, list, { en: row.en, ar: row.ar });
    },
  });
}

const citySpec: SheetImport<CityRow> = {
  sheet: 'Cities',
  columns: [
    column(
      'name_en',
      true,
      'Governorate in English. Repeat it on one row per region; an existing governorate with this English name is updated.',
      'المحافظة بالإنجليزية. كرّرها في صف لكل منطقة؛ المحافظة الموجودة بالاسم الإنجليزي نفسه تُحدَّث.',
      ['Giza', 'Giza', 'Aswan'],
    ),
    column('name_ar', true, 'Governorate in Arabic.', 'المحافظة بالعربية.', [
      'الجيزة',
      'الجيزة',
      'أسوان',
    ]),
    column(
      'region_en',
      false,
      'A region (district) of the governorate in English; blank for the governorate alone.',
      'منطقة (حي) في المحافظة بالإنجليزية؛ اتركها فارغة للمحافظة وحدها.',
      ['Dokki', 'Haram'],
    ),
    column(
      'region_ar',
      false,
      'The region in Arabic; needed with region_en.',
      'المنطقة بالعربية؛ مطلوبة مع region_en.',
      ['الدقي', 'الهرم'],
    ),
  ],
  candidate: (get) => ({
    en: get('name_en') ?? '',
    ar: get('name_ar') ?? '',
    regionEn: get('region_en'),
    regionAr: get('region_ar'),
  }),
  schema: cityRowSchema,
  fieldHeaders: { en: 'name_en', ar: 'name_ar', regionEn: 'region_en', regionAr: 'region_ar' },
  label: (get) => [get('name_en'), get('region_en')].filter(Boolean).join(' / '),
  key: (row) => `${row.en.toLowerCase()}|${row.regionEn?.toLowerCase() ?? ''}`,
};

/** The importable reference lists (issue #16 point 5), registered with the importer at boot. */
export function referenceImportDefinitions(): ImportDefinition[] {
  return [
    importDefinition<CityRow>({
      entity: 'cities',
      section: IMPORT_SECTIONS.cities,
      parse: (upload) => parseSheet(citySpec, upload),
      template: () => sheetTemplate(citySpec),
      async write(tx, record, rows) {
        for (const row of rows) {
          const cityId = await upsertByName(tx, record, 'city', { en: row.en, ar: row.ar });
          if (row.regionEn !== null && row.regionAr !== null) {
            await upsertByName(
              tx,
              record,
              'region',
              { en: row.regionEn, ar: row.regionAr },
              cityId,
            );
          }
        }
      },
    }),
    namesDefinition('workplaces', 'workplace', 'Workplaces', {
      en: ['Community pharmacy', 'Hospital'],
      ar: ['صيدلية عامة', 'مستشفى'],
    }),
    namesDefinition('jobPositions', 'jobPosition', 'Job positions', {
      en: ['Pharmacist', 'Pharmacy assistant'],
      ar: ['صيدلي', 'مساعد صيدلي'],
    }),
    namesDefinition('facilityTypes', 'facilityType', 'Facility types', {
      en: ['Pharmacy', 'Medical supplies store'],
      ar: ['صيدلية', 'مخزن مستلزمات طبية'],
    }),
  ];
}
