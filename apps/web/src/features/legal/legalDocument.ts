import { cachedPromise } from '../../app/routing/suspenseCache';
import type { Language } from '@dawa/shared/language';

export type LegalDocumentName = 'privacy' | 'terms';

export interface LegalSection {
  /** Stable fragment id, the same in both languages (`/en/privacy#children`). */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  sections: LegalSection[];
}

// One chunk per document and language: long text stays out of every other page.
const documents = import.meta.glob<LegalDocument>('./content/*.ts', { import: 'default' });

/** The document's text in `language`, one promise each, as its page reads it (`use`). */
export function legalDocument(name: LegalDocumentName, language: Language): Promise<LegalDocument> {
  return cachedPromise(documents, `${name}.${language}`, async () => {
    const load = documents[`./content/${name}.${language}.ts`];
    if (!load) throw new Error(`No ${language} text for ${name}`);
    return load();
  });
}
