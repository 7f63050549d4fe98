import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Empty, Input, type TableColumnsType } from 'antd';
import { DRUG_QUERY_MAX } from '@dawa/shared/drugs';
import type { ResultOf } from '../../../app/graphql';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminRowActions } from '../../../app/ui/AdminRowActions';
import { AdminTable } from '../../../app/ui/AdminTable';
import { AdminListPage } from '../../../app/ui/AdminListPage';
import { formatPrice } from '../../../app/format/format';
import { AdminDrugSearchQuery } from './drugs.graphql';
import { ADMIN_DRUGS_PAGE_SIZE, lastPage, listSearch, readListParams } from './listParams';
import { changedAtOf, refetchDelay, type DrugNavigationState } from './navigationState';
import { useDrugDelete } from './useDrugDelete';
import { visuallyHidden } from '../../../app/ui/visuallyHidden';
import styles from './DrugListPage.module.css';

type DrugRow = ResultOf<typeof AdminDrugSearchQuery>['drugSearch']['items'][number];

/** Admin drug list: trade-name search, 10 per page, state in `?q=&page=`. */
export function DrugListPage() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, page } = readListParams(searchParams);
  useDocumentTitle(t('drugs.list.title'));

  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminDrugSearchQuery,
    variables: { query: q, page, pageSize: ADMIN_DRUGS_PAGE_SIZE },
    pause: !q,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);

  // Rows deleted here stay hidden until the index has caught up; then the list is asked again.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const [deletedAt, setDeletedAt] = useState<number>();
  const changedAt = Math.max(changedAtOf(location.state) ?? 0, deletedAt ?? 0) || undefined;
  useEffect(() => {
    const wait = refetchDelay(changedAt, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), wait);
    return () => clearTimeout(timer);
  }, [changedAt, refetch]);

  const { confirmDelete, contextHolder } = useDrugDelete();
  const result = q ? data?.drugSearch : undefined;
  const rows = useMemo(
    () => (result?.items ?? []).filter((drug) => !deleted.has(drug.id)),
    [result, deleted],
  );
  const total = result ? Math.max(0, result.total - (result.items.length - rows.length)) : 0;
  const here: DrugNavigationState = { from: listSearch({ q, page }) };

  const columns: TableColumnsType<DrugRow> = [
    {
      key: 'name',
      title: t('drugs.list.columns.name'),
      render: (_, drug) => (
        <div className={adminCells.name}>
          {/* bdi: each name keeps its own direction but lines up with the cell. */}
          <Link to={drug.id} state={here} className={adminCells.primary}>
            <bdi>{drug.tradeName}</bdi>
          </Link>
          {drug.arabicName && (
            <span className={adminCells.secondary}>
              <bdi lang="ar">{drug.arabicName}</bdi>
            </span>
          )}
          {/* Phones have no room for these columns: the same facts under the name. */}
          <span className={`${adminCells.secondary} ${styles.narrowOnly}`}>
            <bdi>
              {[drug.genericNames.join(' + '), drug.companies.join(', ')]
                .filter(Boolean)
                .join(' · ')}
            </bdi>
          </span>
        </div>
      ),
    },
    {
      key: 'genericNames',
      title: t('drugs.list.columns.genericNames'),
      responsive: ['lg'],
      render: (_, drug) => (
        <span className={styles.list}>
          <bdi>{drug.genericNames.join(' + ')}</bdi>
        </span>
      ),
    },
    {
      key: 'company',
      title: t('drugs.list.columns.company'),
      responsive: ['lg'],
      render: (_, drug) => <bdi>{drug.companies.join(', ')}</bdi>,
    },
    {
      key: 'price',
      title: t('drugs.list.columns.price'),
      align: 'end',
      onHeaderCell: () => ({ className: adminCells.noWrap }),
      render: (_, drug) => <Price value={drug.price} />,
    },
    {
      key: 'oldPrice',
      title: t('drugs.list.columns.oldPrice'),
      align: 'end',
      onHeaderCell: () => ({ className: adminCells.noWrap }),
      responsive: ['sm'],
      render: (_, drug) =>
        drug.oldPrice === null || drug.oldPrice === undefined ? (
          <span className={styles.none}>—</span>
        ) : (
          <Price value={drug.oldPrice} old />
        ),
    },
    {
      key: 'actions',
      title: <span className={visuallyHidden}>{t('drugs.list.columns.actions')}</span>,
      align: 'end',
      width: 96,
      render: (_, drug) => (
        <AdminRowActions
          editTo={drug.id}
          editState={here}
          editLabel={t('drugs.list.editNamed', { name: drug.tradeName })}
          editTitle={t('drugs.list.edit')}
          deleteLabel={t('drugs.list.deleteNamed', { name: drug.tradeName })}
          deleteTitle={t('drugs.list.delete')}
          onDelete={() =>
            confirmDelete(drug, () => {
              setDeleted((previous) => new Set(previous).add(drug.id));
              setDeletedAt(Date.now());
            })
          }
        />
      ),
    },
  ];

  // A page past the end (after deletions, or an edited link) goes to the last page.
  if (result && result.total > 0 && page > lastPage(result.total)) {
    return <Navigate to={listSearch({ q, page: lastPage(result.total) })} replace />;
  }

  return (
    <AdminListPage
      titleId="admin-drugs-title"
      title={t('drugs.list.title')}
      newLabel={t('drugs.list.new')}
      before={contextHolder}
    >
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        {/* Keyed by the URL's query so back and forward put it back in the box. */}
        <Input.Search
          key={q}
          defaultValue={q}
          size="large"
          allowClear
          enterButton={t('drugs.list.searchButton')}
          placeholder={t('drugs.list.searchPlaceholder')}
          aria-label={t('drugs.list.search')}
          maxLength={DRUG_QUERY_MAX}
          dir="auto"
          loading={fetching && Boolean(q)}
          onSearch={(value) => {
            // The same query again asks the server again (another editor may have changed it).
            if (value.trim() && value.trim() === q && page === 1) {
              refetch({ requestPolicy: 'network-only' });
            } else setSearchParams(listSearch({ q: value, page: 1 }));
          }}
        />
      </form>

      {!q ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drugs.list.prompt')} />
      ) : (
        <>
          <p className={styles.total} role="status">
            {result ? t('drugs.list.total', { count: total }) : ''}
          </p>
          <AdminTable<DrugRow>
            size="middle"
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={fetching && !result}
            locale={{
              emptyText: fetching ? ' ' : t('drugs.list.empty', { query: q }),
            }}
            pagination={{
              current: page,
              pageSize: ADMIN_DRUGS_PAGE_SIZE,
              total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => setSearchParams(listSearch({ q, page: next })),
            }}
          />
        </>
      )}
    </AdminListPage>
  );
}

function Price({ value, old = false }: { value: number; old?: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <span className={old ? styles.oldPrice : styles.price}>
      <bdi>{formatPrice(value, language, { cents: true })}</bdi> {t('currency')}
    </span>
  );
}
