import { drugInputSchema } from '@dawa/shared/drugInput';
import { count } from 'drizzle-orm';
import { newId } from '../../platform/db/ids';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import type { Platform } from '../../platform/platform';
import { drugCatalogue, DRUG_VOCABULARY_ENTITY } from './drugs.catalogue';
import { drugIdFromCode, importDrugs } from './drugs.import';
import { drug, drugVocabulary } from './drugs.tables';
import { DEMO_DRUGS } from './demo/catalogue';
import { vocabularyTerms } from './vocabulary/terms';

/**
 * Adds the Arabic labels of our vocabulary that the table does not have yet. Run at every
 * start, demo or not (an imported price list needs them as much), before the drug index is
 * built; a label the back office has changed is kept. The event tells the other running
 * servers to read the labels again. Returns how many were added.
 */
export async function seedDrugVocabulary(platform: Platform): Promise<number> {
  const present = await platform.database.db
    .select({ kind: drugVocabulary.kind, key: drugVocabulary.key })
    .from(drugVocabulary);
  const known = new Set(present.map(({ kind, key }) => `${kind}\u0000${key}`));
  const missing = vocabularyTerms()
    .filter(({ kind, key }) => !known.has(`${kind}\u0000${key}`))
    .map((term) => ({ id: newId(), ...term }));
  if (!missing.length) return 0;
  return platform.transact(SYSTEM_ACTOR, async (tx, record) => {
    // Another server starting at the same time may have added some of them.
    const added = await tx
      .insert(drugVocabulary)
      .values(missing)
      .onConflictDoNothing()
      .returning({ id: drugVocabulary.id });
    if (added.length) {
      await record({
        entity: DRUG_VOCABULARY_ENTITY,
        entityId: newId(),
        action: 'seed',
        values: { count: added.length },
      });
    }
    return added.length;
  });
}

/**
 * Seeds the project's own demo catalogue into an empty drug table (never over real data),
 * through the same path as an import. Returns how many drugs were added.
 */
export async function seedDemoDrugs(platform: Platform): Promise<number> {
  const [row] = await platform.database.db.select({ drugs: count() }).from(drug);
  if (row && row.drugs > 0) return 0;
  const drugs = DEMO_DRUGS.map(({ code, ...input }) => ({
    id: drugIdFromCode(code),
    input: drugInputSchema.parse(input),
  }));
  const added = await importDrugs(platform, SYSTEM_ACTOR, drugs);
  // The first visitor should find the catalogue already searchable.
  await drugCatalogue(platform).settled();
  return added;
}
