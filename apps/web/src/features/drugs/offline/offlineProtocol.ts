import type { DrugOrder, DrugSearchBy } from '@dawa/shared/drugs';
import type { EquivalenceKind } from '@dawa/drug-search/index';
import type { OfflineDrug } from '@dawa/shared/drugCatalogue';

/** What the page asks the offline index worker (drugSearch.worker.ts). */
export type OfflineQuery =
  | { op: 'search'; query: string; searchBy: DrugSearchBy; page: number; pageSize: number }
  | { op: 'suggest'; query: string; searchBy: DrugSearchBy; limit: number }
  | { op: 'drug'; id: string }
  | { op: 'equivalents'; id: string; kind: EquivalenceKind; order: DrugOrder }
  /** Downloads the server's catalogue when its version is not the stored one. */
  | { op: 'refresh' };

export interface OfflineSearchPage {
  total: number;
  items: OfflineDrug[];
  didYouMean: string[];
}

/** The answer to each kind of question. */
export interface OfflineAnswers {
  search: OfflineSearchPage;
  suggest: string[];
  drug: OfflineDrug | null;
  equivalents: OfflineDrug[];
  /** The version stored after the refresh. */
  refresh: string;
}

export type OfflineAnswer<Q extends OfflineQuery> = OfflineAnswers[Q['op']];

export interface OfflineRequest {
  id: number;
  query: OfflineQuery;
}

/**
 * The worker's reply: the answer with the date the catalogue's prices are from, or null when
 * no catalogue is stored (never downloaded) or it cannot be read.
 */
export interface OfflineReply {
  id: number;
  result: { answer: OfflineAnswers[OfflineQuery['op']]; date: string } | null;
}
