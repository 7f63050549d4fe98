import { openDB, type DBSchema } from 'idb';
import type { DrugCatalogueVersion, EncodedCatalogue } from '@dawa/shared/drugCatalogue';

/**
 * The IndexedDB copy of the offline drug catalogue (issue #18 point 4): the file, and its
 * version and date apart, so checking for a new version never reads the whole file.
 */
interface OfflineDatabase extends DBSchema {
  catalogue: {
    key: 'file' | 'version';
    value: EncodedCatalogue | DrugCatalogueVersion;
  };
}

const openStore = () =>
  openDB<OfflineDatabase>('dawa-offline', 1, {
    upgrade(database) {
      database.createObjectStore('catalogue');
    },
  });

export async function storedVersion(): Promise<DrugCatalogueVersion | undefined> {
  const value = await (await openStore()).get('catalogue', 'version');
  return value && !('id' in value) ? value : undefined;
}

export async function storedFile(): Promise<unknown> {
  return (await openStore()).get('catalogue', 'file');
}

/** Keeps a downloaded file: both entries in one transaction, so they never disagree. */
export async function storeFile(file: EncodedCatalogue): Promise<void> {
  const transaction = (await openStore()).transaction('catalogue', 'readwrite');
  const version: DrugCatalogueVersion = { version: file.version, date: file.date };
  await Promise.all([
    transaction.store.put(file, 'file'),
    transaction.store.put(version, 'version'),
    transaction.done,
  ]);
}
