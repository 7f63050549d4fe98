import { MedicineBoxIcon } from '../../app/ui/serviceIcons';
import { ReloadIcon } from '../../app/ui/listIcons';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import {
  DRUG_SEARCH_DEBOUNCE_MS,
  DRUG_TABS,
  type DrugOrder,
  type DrugSearchBy,
  type DrugTab,
} from '@dawa/shared/drugs';
import { track } from '../../app/analytics/track';
import { useLanguage } from '../../app/i18n/useLanguage';
import { DrugGrid } from './DrugGrid';
import { FilterTabs } from './FilterTabs';
import { LazyDrugDetailsDialog } from './LazyDrugDialogs';
import { NoResultsPanel } from './NoResultsPanel';
import { PricesAsOfNote } from './PricesAsOfNote';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { isolate } from '../../app/i18n/isolate';
import { cardName, cardPrice, displayName, pageSlice, totalPages } from './drugFormat';
import { searchChange, tabChange, type DrugIndexState } from './drugIndexState';
import type { DrugItem } from './drugs.graphql';
import { useDrugEquivalents } from './useDrugEquivalents';
import type { DrugIndexStateSetter } from './useDrugIndexUrlState';
import { useDrugSearchHit } from './useDrugSearchHit';
import { useDrugSearchResults } from './useDrugSearchResults';
import { useMostSearchedDrugs } from './useMostSearchedDrugs';
import { usePageSize } from './usePageSize';
import type { ApiErrorCode } from '../../app/errors/apiError';
import { LoadError } from '../../app/ui/LoadError';
import { SectionTabs } from '../../app/ui/SectionTabs';
import styles from './DrugSearch.module.css';
import { buttonClass } from '../../app/ui/buttonClass';

export interface DrugSearchProps {
  state: DrugIndexState;
  onStateChange: DrugIndexStateSetter;
  /** The screen's search (its h1 is above) or the one embedded in the home page (an h2 above). */
  variant: 'page' | 'embed';
}

/** Results, alternatives and similarities (SPEC §2). */
type DrugMode = 'results' | DrugTab;
const DRUG_MODES: readonly DrugMode[] = ['results', ...DRUG_TABS];

const MOST_SEARCHED_PAGE = 10;
const MOST_SEARCHED_EMBED = 6;

interface HeadingProps {
  level: 2 | 3;
  id?: string;
  className?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** A heading that takes the focus after a page change (so the next Tab reaches the cards). */
function Heading({ level, id, className, headingRef, children }: HeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} ref={headingRef} className={className} tabIndex={headingRef ? -1 : undefined}>
      {children}
    </Tag>
  );
}

/**
 * The drug index search (SPEC §2/§4): the search box with type-ahead, the filter tabs, the
 * results / alternatives / similarities tabs, the card grid with paging, the most-searched
 * drugs, and the detail and no-results dialogs. All of its state comes from `state`.
 */
export function DrugSearch({ state, onStateChange, variant }: DrugSearchProps) {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  const idPrefix = useId();
  const pageSize = usePageSize();
  const level = variant === 'page' ? 2 : 3;
  const cardLevel = level === 2 ? 3 : 4;
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnLoad = useRef(false);
  const recordSearchHit = useDrugSearchHit();

  // What is typed, and the filter tab chosen before any text, follow the state (back/forward).
  const [text, setText] = useState(state.filter);
  const [searchBy, setSearchBy] = useState<DrugSearchBy>(state.searchBy);
  const [seen, setSeen] = useState({ filter: state.filter, searchBy: state.searchBy });
  if (seen.filter !== state.filter || seen.searchBy !== state.searchBy) {
    setSeen({ filter: state.filter, searchBy: state.searchBy });
    if (text.trim() !== state.filter) setText(state.filter);
    if (state.filter !== '') setSearchBy(state.searchBy);
  }
  const typed = text.trim();
  const pending = typed !== state.filter;

  const search = useCallback(
    (query: string, by: DrugSearchBy) => {
      const filter = query.trim();
      if (filter === state.filter && (filter === '' || by === state.searchBy)) return;
      onStateChange(searchChange(state, { filter, searchBy: by }));
    },
    [state, onStateChange],
  );

  // SPEC §4: the search fires 1000 ms after typing stops.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => search(typed, searchBy), DRUG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, typed, searchBy, search]);

  const equivalentsView = state.tab !== null && state.id !== null;
  const results = useDrugSearchResults(state.filter, state.searchBy, state.page, pageSize);
  const cheapestFirst = state.order === 'price';
  const equivalents = useDrugEquivalents(state.tab, state.id, state.order);
  // Nothing typed: the start panel and the most-searched drugs (a cleared box shows them at once).
  const nothingSearched = typed === '';
  const mostSearched = useMostSearchedDrugs(
    variant === 'page' ? MOST_SEARCHED_PAGE : MOST_SEARCHED_EMBED,
    nothingSearched && !equivalentsView,
  );

  // The equivalents list pages in memory; a new list starts at its first page.
  const equivalentsKey = `${state.tab}|${state.id}|${cheapestFirst}`;
  const [equivalentsPage, setEquivalentsPage] = useState({ key: equivalentsKey, page: 1 });
  const currentEquivalentsPage = equivalentsPage.key === equivalentsKey ? equivalentsPage.page : 1;

  // In an equivalents list the selection is taken; a card there opens its details in place.
  const [localDetails, setLocalDetails] = useState<{ key: string; id: string } | null>(null);
  const localDetailsId = localDetails?.key === equivalentsKey ? localDetails.id : null;
  const detailsId = equivalentsView ? localDetailsId : state.tab === null ? state.id : null;

  // SPEC §8: an empty result shows the no-results panel.
  const noResults =
    !equivalentsView && !pending && results.items !== undefined && results.total === 0;
  const lastPage = totalPages(results.total, pageSize);

  // A page past the end (a shortened list, a hand-edited URL) shows the last page instead.
  useEffect(() => {
    if (results.items && results.total > 0 && state.page > lastPage) {
      onStateChange({ ...state, page: lastPage }, { replace: true });
    }
  }, [results.items, results.total, state, lastPage, onStateChange]);

  const listShown = equivalentsView ? equivalents.items : results.items;
  useEffect(() => {
    if (focusHeadingOnLoad.current && listShown) {
      focusHeadingOnLoad.current = false;
      headingRef.current?.focus();
    }
  }, [listShown]);

  const knownDrug = (id: string | null): DrugItem | undefined =>
    id === null
      ? undefined
      : [...(results.items ?? []), ...(equivalents.items ?? []), ...(mostSearched ?? [])].find(
          (drug) => drug.id === id,
        );

  const mode: DrugMode = state.tab ?? 'results';
  const changeMode = (next: DrugMode) => {
    const tab = next === 'results' ? null : next;
    if (tab) track('button_click', { button: tab });
    onStateChange(tabChange(state, tab));
  };

  const changeFilter = (by: DrugSearchBy) => {
    track('drug_filter', { searchBy: by });
    setSearchBy(by);
    if (typed !== '') onStateChange(searchChange(state, { filter: typed, searchBy: by }));
  };

  const openFromResults = (drug: DrugItem) => {
    recordSearchHit(drug.id);
    onStateChange({ ...state, id: drug.id });
  };
  const openFromMostSearched = (drug: DrugItem) => onStateChange({ ...state, id: drug.id });
  const openInEquivalents = (drug: DrugItem) =>
    setLocalDetails({ key: equivalentsKey, id: drug.id });

  const showEquivalents = (tab: DrugTab, id: string, order: DrugOrder = state.order) => {
    track('button_click', { button: tab });
    setLocalDetails(null);
    onStateChange({ ...state, tab, id, order });
  };

  const closeDetails = () => {
    if (localDetailsId !== null) setLocalDetails(null);
    else onStateChange({ ...state, id: null });
  };

  const goToPage = (page: number) => {
    focusHeadingOnLoad.current = true;
    onStateChange({ ...state, page });
  };

  // In the alternatives tabs, choosing a drug lists its equivalents; the hint says so.
  const tabHintId = `${idPrefix}-tab-hint`;
  const choosing = state.tab !== null && !equivalentsView;
  const tabHint = choosing && state.tab && (
    <p id={tabHintId} className={styles.tabHint}>
      {t(`tabs.hint.${state.tab}`)}
    </p>
  );

  let panel: ReactNode;
  if (equivalentsView && state.tab) {
    const items = equivalents.items;
    const chosen = items?.find((drug) => drug.id === state.id) ?? knownDrug(state.id);
    const name = chosen ? cardName(displayName(chosen, language)) : '';
    const chosenIndex = items?.findIndex((drug) => drug.id === state.id) ?? -1;
    panel = (
      <>
        <div className={styles.resultsHeader}>
          <Heading level={level} headingRef={headingRef} className={styles.resultsHeading}>
            {name
              ? t(`equivalents.heading.${state.tab}`, { name: isolate(name) })
              : t('equivalents.loading')}
          </Heading>
          <p className={styles.resultsCount} role="status">
            {items && chosenIndex >= 0 ? t('equivalents.count', { count: items.length }) : ''}
          </p>
        </div>
        <div className={styles.toolbar}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              className={styles.switchInput}
              checked={cheapestFirst}
              onChange={(event) =>
                onStateChange({ ...state, order: event.target.checked ? 'price' : 'name' })
              }
            />
            <span className={styles.switchTrack} aria-hidden />
            <span>{t('equivalents.cheapest')}</span>
          </label>
          <button
            type="button"
            className={buttonClass()}
            onClick={() => onStateChange({ ...state, id: null })}
          >
            {t('equivalents.clear')}
          </button>
        </div>
        {equivalents.pricesAsOf && <PricesAsOfNote date={equivalents.pricesAsOf} />}
        {equivalents.failure ? (
          <RetryMessage failure={equivalents.failure} onRetry={equivalents.retry} />
        ) : items && chosenIndex < 0 ? (
          <p className={styles.message}>{t('equivalents.notFound')}</p>
        ) : (
          <>
            {items?.length === 1 && (
              <p className={styles.message}>{t(`equivalents.none.${state.tab}`)}</p>
            )}
            <DrugGrid
              drugs={items && pageSlice(items, currentEquivalentsPage, pageSize)}
              skeletons={pageSize}
              level={cardLevel}
              chosenId={state.id}
              onOpen={openInEquivalents}
            />
            {items && (
              <Pager
                page={currentEquivalentsPage}
                totalPages={totalPages(items.length, pageSize)}
                onPage={(page) => {
                  setEquivalentsPage({ key: equivalentsKey, page });
                  headingRef.current?.focus();
                }}
              />
            )}
          </>
        )}
      </>
    );
  } else if (nothingSearched) {
    const mostSearchedId = `${idPrefix}-most-searched`;
    panel = (
      <>
        {tabHint}
        <div className={styles.start}>
          <MedicineBoxIcon className={styles.startIcon} />
          <div>
            <Heading level={level} className={styles.startTitle}>
              {t('start.title')}
            </Heading>
            <p className={styles.startText}>{t('start.text')}</p>
          </div>
        </div>
        {mostSearched && mostSearched.length > 0 && (
          <section className={styles.mostSearched} aria-labelledby={mostSearchedId}>
            <Heading level={level} id={mostSearchedId} className={styles.mostSearchedHeading}>
              {t('mostSearched.heading')}
            </Heading>
            <p className={styles.mostSearchedIntro}>{t('mostSearched.intro')}</p>
            <ul className={styles.chips}>
              {mostSearched.map((drug) => (
                <li key={drug.id}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-describedby={choosing ? tabHintId : undefined}
                    onClick={() => openFromMostSearched(drug)}
                  >
                    <bdi className={styles.chipName}>{cardName(displayName(drug, language))}</bdi>
                    <span className={styles.chipPrice}>
                      {t('card.currency', { value: cardPrice(drug.price, language) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  } else {
    const status =
      pending || results.fetching
        ? t('results.searching')
        : results.items
          ? t('results.count', { count: results.total, query: isolate(state.filter) })
          : '';
    panel = (
      <>
        <div className={styles.resultsHeader}>
          <Heading level={level} headingRef={headingRef} className={styles.resultsHeading}>
            {t('results.heading')}
          </Heading>
          <p className={styles.resultsCount} role="status">
            {status}
          </p>
        </div>
        {tabHint}
        {results.pricesAsOf && !pending && <PricesAsOfNote date={results.pricesAsOf} />}
        {results.failure && !pending ? (
          <RetryMessage failure={results.failure} onRetry={results.retry} />
        ) : noResults ? (
          <NoResultsPanel
            query={state.filter}
            level={cardLevel}
            inputRef={inputRef}
            corrections={results.didYouMean}
            onCorrect={(correction) => {
              setText(correction);
              search(correction, state.searchBy);
            }}
          />
        ) : (
          <DrugGrid
            drugs={pending ? undefined : results.items}
            skeletons={pageSize}
            level={cardLevel}
            describedBy={choosing ? tabHintId : undefined}
            onOpen={openFromResults}
          />
        )}
        {!pending && results.items && (
          <Pager page={state.page} totalPages={lastPage} onPage={goToPage} />
        )}
      </>
    );
  }

  return (
    <div className={`${styles.search} ${variant === 'embed' ? styles.embed : ''}`}>
      {/* What to search by comes first: the suggestions that hang below the box never cover it. */}
      <div className={styles.controls}>
        <FilterTabs value={searchBy} onChange={changeFilter} />
        <SearchBox
          value={text}
          searchBy={searchBy}
          onValueChange={setText}
          onSearchNow={(query) => search(query, searchBy)}
          settled={!pending && !results.fetching && results.items !== undefined}
          inputRef={inputRef}
        />
      </div>
      <SectionTabs
        prominent
        activeKey={mode}
        onChange={changeMode}
        aria-label={t('tabs.label')}
        items={DRUG_MODES.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: <div className={styles.panel}>{panel}</div>,
        }))}
      />
      <LazyDrugDetailsDialog
        drugId={detailsId}
        initialDrug={knownDrug(detailsId)}
        pricesAsOf={equivalentsView ? equivalents.pricesAsOf : results.pricesAsOf}
        onClose={closeDetails}
        onShowEquivalents={showEquivalents}
      />
    </div>
  );
}

/** A failed search or list: 'No Internet Connection' (SPEC §8) without a network. */
function RetryMessage({ failure, onRetry }: { failure: ApiErrorCode; onRetry: () => void }) {
  const { t } = useTranslation('drugs');
  const { t: tApp } = useTranslation();
  return (
    <LoadError
      message={failure === 'NETWORK' ? tApp('errors.NETWORK') : t('results.error')}
      action={
        <button type="button" className={buttonClass()} onClick={onRetry}>
          <ReloadIcon />
          <span>{t('results.retry')}</span>
        </button>
      }
    />
  );
}
