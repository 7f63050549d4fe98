import type { LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { publicPageLoader } from '../home/publicPageLoader';
import { loadLegalDocument, type LegalDocument, type LegalDocumentName } from './legalDocument';

export interface LegalRouteData {
  document: LegalDocument | null;
}

/** The route loader of /privacy or /terms: the page's labels and the document's text. */
export function legalLoader(name: LegalDocumentName) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<LegalRouteData> => {
    if (!isLanguage(params.lang)) return { document: null };
    const [document] = await Promise.all([
      loadLegalDocument(name, params.lang),
      publicPageLoader({ params }),
    ]);
    return { document };
  };
}
