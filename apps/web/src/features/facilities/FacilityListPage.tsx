import { useId, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { FACILITY_PAGE_SIZE, FACILITY_SORTS, type FacilitySort } from '@dawa/shared/facilities';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { useLivePostList } from '../../app/posts/useLivePostList';
import { buttonClass } from '../../app/ui/buttonClass';
import { EmptyState } from '../../app/ui/EmptyState';
import { PostAddLink, PostLinks } from '../../app/posts/PostLinks';
import { ListPage } from '../../app/ui/ListPage';
import { FacilityCard } from './FacilityCard';
import { SaveAlert } from '../../app/alerts/SaveAlert';
import { FacilityFilters } from './FacilityFilters';
import {
  filterFromParams,
  paramsWithFilter,
  sortFromParams,
  type FacilityFilterValues,
} from './facilityFilter';
import { PropertiesQuery, PropertyChangedSubscription } from './facilities.graphql';
import { useFacilityReference } from './useFacilityReference';
import styles from './Facilities.module.css';

/**
 * `/{lang}/facilities?page=` (SPEC §2, §7): published facility ads, 10 a page, with the
 * filters and the order in the URL (they survive reload, back and forward, and can be
 * shared). Live: a newly accepted ad, or a change to one shown, asks the server for the page
 * again, which applies the filters and the order.
 */
export function FacilityListPage() {
  const { t } = useTranslation('facilities');
  const navigate = useNavigate();
  useDocumentTitle(t('section'));
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const sort = sortFromParams(params);
  const reference = useFacilityReference();
  const sortId = useId();
  const { page, goTo, current, loading, pager } = useLivePostList(
    PropertiesQuery,
    'properties',
    FACILITY_PAGE_SIZE,
    { filter, sort },
    PropertyChangedSubscription,
    (data) => data.propertyChanged,
  );

  const apply = (next: FacilityFilterValues, nextSort: FacilitySort = sort) => {
    const search = paramsWithFilter(params, next, nextSort).toString();
    void navigate({ search: search ? `?${search}` : '' });
  };
  const filtered = Object.keys(filter).length > 0;
  // The first cover shown is the page's largest paint, whether or not the first card has one.
  const firstCoverId = current?.items.find((facility) => facility.cover)?.id;

  return (
    <ListPage
      header={{
        title: t('list.heading'),
        intro: t('list.intro'),
        actions: <PostLinks kind="facility" to="mine" label={t('list.mine')} />,
      }}
      filters={
        <>
          <FacilityFilters filter={filter} reference={reference} onChange={(next) => apply(next)} />
          <SaveAlert kind="facility" filter={filter} />
          <div className={styles.sortBar}>
            <div className={styles.sort}>
              <label htmlFor={sortId}>{t('list.sort')}</label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) =>
                  apply(
                    filter,
                    FACILITY_SORTS.find((value) => value === event.target.value),
                  )
                }
              >
                {FACILITY_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`list.sorts.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      }
      items={current?.items}
      label={t('list.heading')}
      keyOf={(facility) => facility.id}
      renderItem={(facility) => (
        <FacilityCard facility={facility} first={facility.id === firstCoverId} />
      )}
      loading={loading}
      loadingText={t('list.loading')}
      empty={
        <EmptyState>
          <p>{page > 1 ? t('list.emptyPage') : filtered ? t('list.empty') : t('list.emptyAll')}</p>
          {filtered ? (
            <button type="button" className={buttonClass()} onClick={() => apply({})}>
              {t('list.clearFilters')}
            </button>
          ) : (
            <PostAddLink kind="facility" />
          )}
        </EmptyState>
      }
      pager={<Pager namespace="facilities" page={page} pager={pager} goTo={goTo} />}
    />
  );
}
