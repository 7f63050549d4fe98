import { DRUG_ARTICLE_ID } from '@dawa/shared/drugPage';

/** The drug article the server wrote into the first page (issue #18 point 7, ADR 0036). */
export interface ServedDrugArticle {
  id: string;
  /** The drug's name in the page's language, as its heading says it. */
  name: string;
  /** The article's markup, as the server sent it. */
  html: string;
}

/**
 * Read once, when this module loads for the first page and before the app renders: the
 * article is in the HTML only when the server rendered `/{lang}/drug-index/{id}` and marked it
 * prerendered for exactly this URL (src/app/start.tsx then hydrates it). Rendering the same
 * markup back keeps it as it is, hydrated or not.
 */
function readServedArticle(): ServedDrugArticle | null {
  if (typeof document === 'undefined') return null;
  const slot = document.getElementById(DRUG_ARTICLE_ID);
  const root = document.getElementById('root');
  const { pathname, search, hash } = window.location;
  const id = /\/drug-index\/([^/]+)$/.exec(pathname)?.[1];
  if (!slot?.firstElementChild || !id || root?.dataset.prerendered !== pathname + search + hash)
    return null;
  return { id, name: slot.querySelector('h2')?.textContent ?? '', html: slot.innerHTML };
}

const served = readServedArticle();

/** The served article when the page shows the drug it is about, else null. */
export function servedDrugArticle(pathId: string | undefined): ServedDrugArticle | null {
  return served && served.id === pathId ? served : null;
}
