import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Empty, type TableColumnsType } from 'antd';
import { OFFER_PAGE_SIZE } from '@dawa/shared/offers';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { Pager } from '../../../app/paging/Pager';
import { usePagedQuery } from '../../../app/paging/usePagedQuery';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminRowActions } from '../../../app/ui/AdminRowActions';
import { AdminTable } from '../../../app/ui/AdminTable';
import { Loading } from '../../../app/ui/Loading';
import { useDeleteConfirmation } from '../../../app/ui/useDeleteConfirmation';
import { AdminListPage } from '../../../app/ui/AdminListPage';
import { localized } from '../../notifications/notificationView';
import { useFeatureMessages } from '../../notifications/useFeatureMessages';
import { OfferDeleteMutation, OffersQuery, type OfferItem } from '../offers.graphql';
import { formatLongDate } from '../../../app/format/format';
import { visuallyHidden } from '../../../app/ui/visuallyHidden';

/** `/{lang}/admin/offers`: every offer, 10 a page, with edit and delete. */
export function OfferAdminListPage() {
  const ready = useFeatureMessages('offers');
  return ready ? <OfferTable /> : <Loading />;
}

function OfferTable() {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  useDocumentTitle(t('admin.title'));
  const [reloadKey, setReloadKey] = useState(0);
  const { confirmDelete: confirm, contextHolder } = useDeleteConfirmation();
  const [, deleteOffer] = useMutation(OfferDeleteMutation);

  const { page, goTo, current, loading, pager } = usePagedQuery(
    OffersQuery,
    'offers',
    OFFER_PAGE_SIZE,
    reloadKey,
  );

  const confirmDelete = (offer: OfferItem) =>
    confirm({
      title: t('admin.confirmDelete'),
      content: t('admin.confirmDeleteText', { title: localized(offer.title, language) }),
      okText: t('admin.delete'),
      cancelText: t('admin.cancel'),
      done: { key: `offer-deleted-${offer.id}`, title: t('admin.deleted') },
      remove: () => deleteOffer({ id: offer.id }),
      onDeleted: () => setReloadKey((key) => key + 1),
    });

  const other = language === 'ar' ? 'en' : 'ar';
  const columns: TableColumnsType<OfferItem> = [
    {
      key: 'title',
      title: t('admin.columns.title'),
      render: (_, offer) => (
        <div className={adminCells.name}>
          <Link to={offer.id} className={adminCells.primary}>
            {localized(offer.title, language)}
          </Link>
          <span className={adminCells.secondary} lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {offer.title[other]}
          </span>
        </div>
      ),
    },
    {
      key: 'published',
      title: t('admin.columns.published'),
      responsive: ['sm'],
      onHeaderCell: () => ({ className: adminCells.noWrap }),
      render: (_, offer) => (
        <time dateTime={offer.createdAt} className={adminCells.noWrap}>
          {formatLongDate(offer.createdAt, language)}
        </time>
      ),
    },
    {
      key: 'actions',
      title: <span className={visuallyHidden}>{t('admin.columns.actions')}</span>,
      align: 'end',
      width: 96,
      render: (_, offer) => {
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
      },
    },
  ];

  return (
    <AdminListPage
      titleId="admin-offers-title"
      title={t('admin.title')}
      newLabel={t('admin.newOffer')}
      before={contextHolder}
    >
      <AdminTable<OfferItem>
        rowKey="id"
        columns={columns}
        dataSource={current?.items ?? []}
        loading={loading}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={current ? t('admin.empty') : false}
            />
          ),
        }}
      />
      <Pager namespace="offers" page={page} pager={pager} goTo={goTo} />
    </AdminListPage>
  );
}
