import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { can } from '@dawa/shared/access';
import { isRole } from '@dawa/shared/roles';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { formatLongDate } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import type { TableParams } from '../../../app/resource/tableParams';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminListPage } from '../../../app/ui/AdminListPage';
import { AdminPage } from '../../../app/ui/AdminPage';
import { AdminRowActions } from '../../../app/ui/AdminRowActions';
import { Loading } from '../../../app/ui/Loading';
import { useDeleteConfirmation } from '../../../app/ui/useDeleteConfirmation';
import { localized } from '../../notifications/notificationView';
import { useFeatureMessages } from '../../notifications/useFeatureMessages';
import { OfferDeleteMutation, OffersTableQuery, type OfferItem } from '../offers.graphql';

/** `/{lang}/admin/offers`: every offer on the admin resource mechanism (ADR 0023). */
export function OfferAdminListPage({ roles }: { roles: readonly string[] }) {
  const ready = useFeatureMessages('offers');
  return ready ? <OfferTable roles={roles} /> : <Loading />;
}

const variablesOf = (params: TableParams) => ({
  filter: { search: params.filters.search },
  page: params.page,
  pageSize: params.pageSize,
  sort: params.sort,
  descending: params.descending,
});

function OfferTable({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  useDocumentTitle(t('admin.title'));
  const writer = can(roles.filter(isRole), 'offers', 'write');
  const { confirmDelete: confirm, contextHolder } = useDeleteConfirmation();
  const [, deleteOffer] = useMutation(OfferDeleteMutation);

  const other = language === 'ar' ? 'en' : 'ar';
  const filters: ResourceFilter[] = [{ key: 'search', kind: 'search', label: t('admin.search') }];
  const columns: ResourceColumn<OfferItem>[] = [
    {
      key: 'title',
      title: t('admin.columns.title'),
      render: (offer) => (
        <div className={adminCells.name}>
          <Link to={offer.id} className={adminCells.primary}>
            {localized(offer.title, language)}
          </Link>
          <span className={adminCells.secondary} lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {offer.title[other]}
          </span>
        </div>
      ),
      csv: (offer) => localized(offer.title, language),
    },
    {
      key: 'createdAt',
      title: t('admin.columns.published'),
      sortable: true,
      noWrap: true,
      responsive: ['sm'],
      render: (offer) => (
        <time dateTime={offer.createdAt} className={adminCells.noWrap}>
          {formatLongDate(offer.createdAt, language)}
        </time>
      ),
      csv: (offer) => offer.createdAt,
    },
  ];

  const params = useTableParams(filters, columns);
  const { result, fetchPage, reload } = useResourceRows(
    OffersTableQuery,
    variablesOf,
    (data) => data.offersTable,
    params,
  );

  const confirmDelete = (offer: OfferItem) =>
    confirm({
      title: t('admin.confirmDelete'),
      content: t('admin.confirmDeleteText', { title: localized(offer.title, language) }),
      okText: t('admin.delete'),
      cancelText: t('admin.cancel'),
      done: { key: `offer-deleted-${offer.id}`, title: t('admin.deleted') },
      remove: () => deleteOffer({ id: offer.id }),
      onDeleted: reload,
    });

  const table = (
    <ResourceTable<OfferItem>
      id="offers"
      label={t('admin.title')}
      rowKey={(offer) => offer.id}
      columns={columns}
      filters={filters}
      params={params}
      result={result}
      fetchPage={fetchPage}
      bulkActions={
        writer
          ? [
              {
                key: 'delete',
                label: t('admin.deleteSelected'),
                danger: true,
                run: async (rows) => {
                  let deleted = 0;
                  for (const offer of rows) {
                    const result = await deleteOffer({ id: offer.id });
                    if (result.error) handleError(result.error);
                    else deleted += 1;
                  }
                  showToast(language, {
                    type: 'success',
                    key: 'offers-bulk',
                    title: t('admin.deletedCount', { count: deleted }),
                  });
                  reload();
                },
              },
            ]
          : []
      }
      rowActions={
        writer
          ? (offer) => {
              const title = localized(offer.title, language);
              return (
                <AdminRowActions
                  editTo={offer.id}
                  editLabel={t('admin.editOf', { title })}
                  editTitle={t('admin.edit')}
                  deleteLabel={t('admin.deleteOf', { title })}
                  deleteTitle={t('admin.delete')}
                  onDelete={() => confirmDelete(offer)}
                />
              );
            }
          : undefined
      }
      emptyText={t('admin.empty')}
    />
  );

  return writer ? (
    <AdminListPage
      titleId="admin-offers-title"
      title={t('admin.title')}
      newLabel={t('admin.newOffer')}
      before={contextHolder}
    >
      {table}
    </AdminListPage>
  ) : (
    <AdminPage titleId="admin-offers-title" title={t('admin.title')}>
      {table}
    </AdminPage>
  );
}
