import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button, Empty, Modal, Spin, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { OFFER_PAGE_SIZE } from '@dawa/shared/offers';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { ButtonLink } from '../../../app/layout/ButtonLink';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { Pager } from '../../../app/paging/Pager';
import { usePagedQuery } from '../../../app/paging/usePagedQuery';
import { AdminTable } from '../../../app/ui/AdminTable';
import { AdminPage } from '../../../app/ui/AdminPage';
import { localized } from '../../notifications/notificationView';
import { useFeatureMessages } from '../../notifications/useFeatureMessages';
import { OfferDeleteMutation, OffersQuery, type OfferItem } from '../offers.graphql';
import { formatLongDate } from '../../../app/format/format';
import { visuallyHidden } from '../../../app/ui/visuallyHidden';
import styles from './AdminOffers.module.css';

/** `/{lang}/admin/offers`: every offer, 10 a page, with edit and delete. */
export function OfferAdminListPage() {
  const ready = useFeatureMessages('offers');
  if (!ready) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  return <OfferTable />;
}

function OfferTable() {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  useDocumentTitle(t('admin.title'));
  const handleError = useApiErrorHandler();
  const [reloadKey, setReloadKey] = useState(0);
  const [modal, contextHolder] = Modal.useModal();
  const [, deleteOffer] = useMutation(OfferDeleteMutation);

  const { page, goTo, current, loading, pager } = usePagedQuery(
    OffersQuery,
    'offers',
    OFFER_PAGE_SIZE,
    reloadKey,
  );

  const confirmDelete = (offer: OfferItem) => {
    const title = localized(offer.title, language);
    void modal.confirm({
      title: t('admin.confirmDelete'),
      content: t('admin.confirmDeleteText', { title }),
      okText: t('admin.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        const result = await deleteOffer({ id: offer.id });
        if (result.error) {
          handleError(result.error);
          return;
        }
        showToast(language, {
          type: 'success',
          key: `offer-deleted-${offer.id}`,
          title: t('admin.deleted'),
        });
        setReloadKey((key) => key + 1);
      },
    });
  };

  const other = language === 'ar' ? 'en' : 'ar';
  const columns: TableColumnsType<OfferItem> = [
    {
      key: 'title',
      title: t('admin.columns.title'),
      render: (_, offer) => (
        <div className={styles.name}>
          <Link to={offer.id} className={styles.primary}>
            {localized(offer.title, language)}
          </Link>
          <span className={styles.secondary} lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {offer.title[other]}
          </span>
        </div>
      ),
    },
    {
      key: 'published',
      title: t('admin.columns.published'),
      responsive: ['sm'],
      onHeaderCell: () => ({ className: styles.noWrap }),
      render: (_, offer) => (
        <time dateTime={offer.createdAt} className={styles.noWrap}>
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
          <div className={styles.actions}>
            <Link
              to={offer.id}
              className={styles.iconLink}
              aria-label={t('admin.editOf', { title })}
              title={t('admin.edit')}
            >
              <EditOutlined aria-hidden />
            </Link>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('admin.deleteOf', { title })}
              title={t('admin.delete')}
              onClick={() => confirmDelete(offer)}
            />
          </div>
        );
      },
    },
  ];

  return (
    <AdminPage
      titleId="admin-offers-title"
      title={t('admin.title')}
      before={contextHolder}
      actions={
        <ButtonLink to="new" type="primary" icon={<PlusOutlined aria-hidden />}>
          {t('admin.newOffer')}
        </ButtonLink>
      }
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
    </AdminPage>
  );
}
