import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { can } from '@dawa/shared/access';
import type { ResultOf } from '../../../app/graphql';
import { formatPrice } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { dateColumn } from '../../../app/resource/dateColumn';
import { listReturnState } from '../../../app/resource/listReturn';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import type { TableParams } from '../../../app/resource/tableParams';
import { useBulkDelete } from '../../../app/resource/useBulkDelete';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminListPage } from '../../../app/ui/AdminListPage';
import { AdminRowActions } from '../../../app/ui/AdminRowActions';
import { knownRoles } from '../adminNav';
import { AdminDrugDeleteMutation, AdminDrugsTableQuery } from './drugs.graphql';
import { useDrugDelete } from './useDrugDelete';

type DrugRow = ResultOf<typeof AdminDrugsTableQuery>['drugsTable']['items'][number];

const variablesOf = (params: TableParams) => ({
  filter: { search: params.filters.q, company: params.filters.company },
  page: params.page,
  pageSize: params.pageSize,
  sort: params.sort,
  descending: params.descending,
});

/**
 * `/{lang}/admin/drugs`: the drug catalogue on the admin resource mechanism (ADR 0023), read
 * from the database so a change shows at once. `?q=` keeps the links of the earlier list.
 */
export function DrugListPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const location = useLocation();
  useDocumentTitle(t('drugs.list.title'));
  const writer = can(knownRoles(roles), 'drugs', 'write');
  const { confirmDelete, contextHolder } = useDrugDelete();
  const [, deleteDrug] = useMutation(AdminDrugDeleteMutation);
  const here = listReturnState(location.search);

  const price = (value: number) => (
    <bdi>
      {formatPrice(value, language, { cents: true })} {t('currency')}
    </bdi>
  );

  const filters: ResourceFilter[] = [
    { key: 'q', kind: 'search', label: t('drugs.list.search') },
    { key: 'company', kind: 'search', label: t('drugs.list.company') },
  ];
  const columns: ResourceColumn<DrugRow>[] = [
    {
      key: 'tradeName',
      title: t('drugs.list.columns.name'),
      sortable: true,
      render: (drug) => (
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
        </div>
      ),
      csv: (drug) => drug.tradeName,
    },
    {
      key: 'arabicName',
      title: t('drugs.list.columns.arabicName'),
      hidden: true,
      render: (drug) => <bdi lang="ar">{drug.arabicName ?? ''}</bdi>,
      csv: (drug) => drug.arabicName ?? '',
    },
    {
      key: 'genericNames',
      title: t('drugs.list.columns.genericNames'),
      responsive: ['lg'],
      render: (drug) => <bdi>{drug.genericNames.join(' + ')}</bdi>,
      csv: (drug) => drug.genericNames.join(' + '),
    },
    {
      key: 'company',
      title: t('drugs.list.columns.company'),
      responsive: ['lg'],
      render: (drug) => <bdi>{drug.companies.join(', ')}</bdi>,
      csv: (drug) => drug.companies.join(', '),
    },
    {
      key: 'price',
      title: t('drugs.list.columns.price'),
      sortable: true,
      noWrap: true,
      align: 'end',
      render: (drug) => <span className={adminCells.amount}>{price(drug.price)}</span>,
      csv: (drug) => drug.price.toFixed(2),
    },
    {
      key: 'oldPrice',
      title: t('drugs.list.columns.oldPrice'),
      noWrap: true,
      align: 'end',
      responsive: ['sm'],
      render: (drug) =>
        drug.oldPrice === null || drug.oldPrice === undefined ? (
          <span className={adminCells.none}>—</span>
        ) : (
          <span className={`${adminCells.amount} ${adminCells.struck}`}>
            {price(drug.oldPrice)}
          </span>
        ),
      csv: (drug) => drug.oldPrice?.toFixed(2) ?? '',
    },
    dateColumn({
      key: 'updatedAt',
      title: t('drugs.list.columns.updatedAt'),
      date: (drug) => drug.updatedAt,
      language,
      hidden: true,
    }),
  ];

  const params = useTableParams(filters, columns);
  const { result, fetchPage, reload } = useResourceRows(
    AdminDrugsTableQuery,
    variablesOf,
    (data) => data.drugsTable,
    params,
  );
  const bulkDelete = useBulkDelete<DrugRow>({
    id: 'drugs',
    remove: (drug) => deleteDrug({ id: drug.id }),
    reload,
  });

  return (
    <AdminListPage
      titleId="admin-drugs-title"
      title={t('drugs.list.title')}
      newLabel={writer ? t('drugs.list.new') : undefined}
      before={contextHolder}
    >
      <ResourceTable<DrugRow>
        id="drugs"
        label={t('drugs.list.title')}
        rowKey={(drug) => drug.id}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        bulkActions={writer ? [bulkDelete] : []}
        rowActions={
          writer
            ? (drug) => (
                <AdminRowActions
                  editTo={drug.id}
                  editState={here}
                  editLabel={t('drugs.list.editNamed', { name: drug.tradeName })}
                  editTitle={t('drugs.list.edit')}
                  deleteLabel={t('drugs.list.deleteNamed', { name: drug.tradeName })}
                  deleteTitle={t('drugs.list.delete')}
                  onDelete={() => confirmDelete(drug, reload)}
                />
              )
            : undefined
        }
        emptyText={
          params.filters.q
            ? t('drugs.list.empty', { query: params.filters.q })
            : t('drugs.list.none')
        }
      />
    </AdminListPage>
  );
}
