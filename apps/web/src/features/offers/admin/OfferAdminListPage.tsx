import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { can } from '@dawa/shared/access';
import { isRole } from '@dawa/shared/roles';
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
import { tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { useBulkDelete } from '../../../app/resource/useBulkDelete';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminListPage } from '../../../app/ui/AdminListPage';
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
  ...tablePaging(params),
});

function OfferTable({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const here = listReturnState(useLocation().search);
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
          <Link to={offer.id} state={here} className={adminCells.primary}>
            {localized(offer.title, language)}
          </Link>
          {/* bdi: the other language keeps its direction but lines up with the cell. */}
          <span className={adminCells.secondary}>
            <bdi lang={other}>{offer.title[other]}</bdi>
          </span>
        </div>
      ),
      csv: (offer) => localized(offer.title, language),
    },
    dateColumn({
      key: 'createdAt',
      title: t('admin.columns.published'),
      date: (offer) => offer.createdAt,
      language,
    }),
  ];

  const params = useTableParams(filters, columns);
  const { result, fetchPage, reload } = useResourceRows(
    OffersTableQuery,
    variablesOf,
    (data) => data.offersTable,
    params,
  );

  const bulkDelete = useBulkDelete<OfferItem>({
    id: 'offers',
    remove: (offer) => deleteOffer({ id: offer.id }),
    reload,
  });

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

  return (
    <AdminListPage
      titleId="admin-offers-title"
      title={t('admin.title')}
      newLabel={writer ? t('admin.newOffer') : undefined}
      before={contextHolder}
    >
      <ResourceTable<OfferItem>
        id="offers"
        label={t('admin.title')}
        rowKey={(offer) => offer.id}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        bulkActions={writer ? [bulkDelete] : []}
        rowActions={
          writer
            ? (offer) => {
                const title = localized(offer.title, language);
                return (
                  <AdminRowActions
                    editTo={offer.id}
                    editState={here}
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
    </AdminListPage>
  );
}
