import {
  DRUG_TERM_KINDS,
  termKey,
  type DrugTermKind,
  type LabelledTerm,
  type VocabularyTerm,
} from '../drugs.vocabulary';
import { CLASS_TERMS } from './classes';
import { ROUTE_TERMS } from './routes';

/** Our bilingual vocabulary, by kind. */
export const VOCABULARY: Record<DrugTermKind, readonly VocabularyTerm[]> = {
  route: ROUTE_TERMS,
  class: CLASS_TERMS,
};

/** Every term of our vocabulary with its kind and key, as it is seeded. */
export function vocabularyTerms(): (LabelledTerm & { english: string })[] {
  return DRUG_TERM_KINDS.flatMap((kind) =>
    VOCABULARY[kind].map(([english, arabic]) => ({ kind, english, key: termKey(english), arabic })),
  );
}
