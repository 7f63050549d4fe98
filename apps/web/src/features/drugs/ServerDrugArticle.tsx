import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { DRUG_ARTICLE_ID } from '@dawa/shared/drugPage';
import type { ServedDrugArticle } from './servedDrugArticle';
import styles from './ServerDrugArticle.module.css';

// Following and the share buttons load after the page has hydrated, with the dialog's parts.
const DrugPageActions = lazy(() =>
  import('./DrugPageActions').then((module) => ({ default: module.DrugPageActions })),
);

export interface ServerDrugArticleProps {
  /** The article the server rendered into this page; null leaves the slot empty. */
  article: ServedDrugArticle | null;
}

/**
 * The slot the server writes a drug's article into (issue #18 point 7). The build prerenders
 * it empty; the app renders the server's markup back unchanged, so hydration keeps it,
 * follows its links within the app and adds what needs a script (`DrugPageActions`).
 */
export function ServerDrugArticle({ article }: ServerDrugArticleProps) {
  const navigate = useNavigate();
  // Set once the element is in the page: the actions render into the server's markup.
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!link || modified || event.button !== 0 || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}`);
  };
  return (
    <>
      {/* The key gives another drug's or no article an element of its own: React does not
          clear markup it did not write. */}
      <div
        id={DRUG_ARTICLE_ID}
        key={article?.id ?? ''}
        ref={setSlot}
        className={styles.slot}
        onClick={article ? followLink : undefined}
        dangerouslySetInnerHTML={article ? { __html: article.html } : undefined}
      />
      {article && slot?.firstElementChild && (
        <Suspense fallback={null}>
          <DrugPageActions key={article.id} drugId={article.id} name={article.name} slot={slot} />
        </Suspense>
      )}
    </>
  );
}
