import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FACILITY_PAGE_SIZE, FACILITY_SORTS, type FacilitySort } from '@dawa/shared/facilities';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { usePagedQuery } from '../../app/paging/usePagedQuery';
import { buttonClass } from '../../app/ui/buttonClass';
import { EmptyState } from '../../app/ui/EmptyState';
import { ListPage } from '../../app/ui/ListPage';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';
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
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('section'));
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const sort = sortFromParams(params);
  const reference = useFacilityReference();
  const sortId = useId();
  const [reloadKey, setReloadKey] = useState(0);
  const { page, goTo, current, loading, pager } = usePagedQuery(
    PropertiesQuery,
    'properties',
    FACILITY_PAGE_SIZE,
    reloadKey,
    { filter, sort },
  );

  const reload = () => setReloadKey((key) => key + 1);
  useLiveSubscription(
    PropertyChangedSubscription,
    { mine: false },
    ({ propertyChanged: change }) => {
      const shown = current?.items.some((facility) => facility.id === change.id) ?? false;
      if (shown || (change.kind === 'add' && page === 1)) reload();
    },
    { onReopen: reload },
  );

  const apply = (next: FacilityFilterValues, nextSort: FacilitySort = sort) => {
    const search = paramsWithFilter(params, next, nextSort).toString();
    void navigate({ search: search ? `?${search}` : '' });
  };
  const filtered = Object.keys(filter).length > 0;

  return (
    <ListPage
      header={{
        title: t('list.heading'),
        intro: t('list.intro'),
        actions: (
          <>
            <ButtonLink to={`/${language}/${POST_PAGES.facility.mine}`}>
              {t('list.mine')}
            </ButtonLink>
            <ButtonLink to={`/${language}/${POST_PAGES.facility.create}`} type="primary">
              {t('list.add')}
            </ButtonLink>
          </>
        ),
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
      renderItem={(facility) => <FacilityCard facility={facility} />}
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
            <ButtonLink to={`/${language}/${POST_PAGES.facility.create}`} type="primary">
              {t('list.add')}
            </ButtonLink>
          )}
        </EmptyState>
      }
      pager={<Pager namespace="facilities" page={page} pager={pager} goTo={goTo} />}
    />
  );
}
