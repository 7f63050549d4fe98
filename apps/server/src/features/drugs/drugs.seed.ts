import { drugInputSchema } from '@dawa/shared/drugInput';
import { count } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import type { Platform } from '../../platform/platform';
import { drugCatalogue } from './drugs.catalogue';
import { drugIdFromCode, importDrugs } from './drugs.import';
import { drug } from './drugs.tables';
import { DEMO_DRUGS } from './demo/catalogue';

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
