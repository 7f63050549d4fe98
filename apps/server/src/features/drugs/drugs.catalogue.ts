import { DrugIndex } from '@dawa/drug-search/index';
import { inArray } from 'drizzle-orm';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import type { Platform } from '../../platform/platform';
import { drug, drugVocabulary, type Drug } from './drugs.tables';
import { DrugVocabulary } from './drugs.vocabulary';

/** The entity name of drug events; their values say which drugs changed. */
export const DRUG_ENTITY = 'drug';
/** The entity name of changes to the Arabic labels, after which the index is built again. */
export const DRUG_VOCABULARY_ENTITY = 'drugVocabulary';
/** Coalesces a burst of changes (an import's batches) into one rebuild. */
const SETTLE_MS = 50;
/** Past this many changed drugs, reading the whole table is cheaper than a long IN list. */
const FULL_RELOAD_THRESHOLD = 2000;

/**
 * The drug index of this process (ARCHITECTURE §5): loaded from the `drug` table at boot,
 * then kept current from the bus, so every server process answers searches from memory and
 * sees every other process's changes. A rebuilt index is swapped in whole. The Arabic labels
 * of the vocabularies live here too: the index searches them, so both change together.
 */
export interface DrugCatalogue {
  index(): DrugIndex<Drug>;
  /** The labels the current index was built with. */
  vocabulary(): DrugVocabulary;
  /** Resolves once every change heard so far is in the index (tests, seeding). */
  settled(): Promise<void>;
}

const catalogues = new WeakMap<Platform, DrugCatalogue>();

export function drugCatalogue(platform: Platform): DrugCatalogue {
  const catalogue = catalogues.get(platform);
  if (!catalogue) throw new Error('The drug catalogue has not been started.');
  return catalogue;
}

/** The ids a drug event changed: one drug, or an import batch's list. */
export function changedDrugIds(event: PublishedEvent): string[] {
  const ids = event.values.ids;
  if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
  return [event.entityId];
}

export async function startDrugCatalogue(platform: Platform): Promise<DrugCatalogue> {
  const { db } = platform.database;
  const records = new Map<string, Drug>();
  // Company, ingredient, form and class names repeat across thousands of rows; one string
  // each keeps the catalogue's memory close to its size on disk.
  const strings = new Map<string, string>();
  const intern = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  const keep = (row: Drug): Drug => ({
    ...row,
    genericNames: row.genericNames.map(intern),
    companies: row.companies.map(intern),
    routes: row.routes.map(intern),
    pharmacologicalUses: row.pharmacologicalUses.map(intern),
    category: row.category === null ? null : intern(row.category),
  });
  let vocabulary = new DrugVocabulary([]);
  let current = { index: DrugIndex.build<Drug>([]), vocabulary };
  let pending = new Set<string>();
  let vocabularyChanged = false;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const rebuild = () => {
    const started = performance.now();
    const labels = vocabulary;
    current = {
      index: DrugIndex.build(records.values(), {
        arabicTermsOf: (row) => labels.arabicTermsOf(row),
      }),
      vocabulary: labels,
    };
    platform.logger.debug(
      { drugs: current.index.size, ms: Math.round(performance.now() - started) },
      'drug index built',
    );
  };

  const loadVocabulary = async () => {
    vocabulary = new DrugVocabulary(await db.select().from(drugVocabulary));
  };

  const loadAll = async () => {
    const [rows] = await Promise.all([db.select().from(drug), loadVocabulary()]);
    records.clear();
    for (const row of rows) records.set(row.id, keep(row));
  };

  const apply = async (ids: Set<string>, labelsChanged: boolean) => {
    if (labelsChanged) await loadVocabulary();
    if (ids.size > FULL_RELOAD_THRESHOLD) {
      await loadAll();
    } else if (ids.size > 0) {
      const rows = await db
        .select()
        .from(drug)
        .where(inArray(drug.id, [...ids]));
      for (const id of ids) records.delete(id);
      for (const row of rows) records.set(row.id, keep(row));
    }
    rebuild();
  };

  const flush = () => {
    timer = undefined;
    const ids = pending;
    const labelsChanged = vocabularyChanged;
    pending = new Set();
    vocabularyChanged = false;
    flushing = flushing
      .then(() => apply(ids, labelsChanged))
      .catch((error: unknown) => {
        platform.logger.error({ err: error }, 'drug index update failed; reloading');
        return loadAll().then(rebuild);
      });
  };

  const unsubscribe = await platform.bus.subscribe(EVENTS_TOPIC, (message) => {
    if (!isPublishedEvent(message)) return;
    if (message.entity === DRUG_VOCABULARY_ENTITY) {
      vocabularyChanged = true;
    } else if (message.entity === DRUG_ENTITY) {
      for (const id of changedDrugIds(message)) pending.add(id);
    } else {
      return;
    }
    timer ??= setTimeout(flush, SETTLE_MS);
  });

  await loadAll();
  rebuild();

  const catalogue: DrugCatalogue = {
    index: () => current.index,
    vocabulary: () => current.vocabulary,
    async settled() {
      // A change may be on its way from the bus; give it one settle period to arrive.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 2));
      while (timer || pending.size || vocabularyChanged) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
      await flushing;
    },
  };
  catalogues.set(platform, catalogue);
  platform.onClose(async () => {
    clearTimeout(timer);
    timer = undefined;
    await unsubscribe();
    await flushing;
  });
  return catalogue;
}
