import { useCallback, type ReactElement } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { AdminDrugDeleteMutation } from './drugs.graphql';

export interface DrugDeletion {
  /** Asks for confirmation, deletes, and calls `onDeleted` when the server agreed. */
  confirmDelete: (drug: { id: string; tradeName: string }, onDeleted: () => void) => void;
  /** Renders the confirmation dialog in the page's direction and theme. */
  contextHolder: ReactElement;
}

/** Delete with confirmation, shared by the list and the form. */
export function useDrugDelete(): DrugDeletion {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const [modal, contextHolder] = Modal.useModal();
  const [, deleteDrug] = useMutation(AdminDrugDeleteMutation);

  const confirmDelete = useCallback<DrugDeletion['confirmDelete']>(
    (drug, onDeleted) => {
      void modal.confirm({
        title: t('drugs.delete.title', { name: drug.tradeName }),
        content: t('drugs.delete.description'),
        okText: t('drugs.delete.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('drugs.delete.cancel'),
        autoFocusButton: 'cancel',
        // The OK button spins until the server answers.
        onOk: async () => {
          const result = await deleteDrug({ id: drug.id });
          if (result.error) {
            handleApiError(result.error);
            return;
          }
          showToast(language, {
            type: 'success',
            key: `drug-deleted-${drug.id}`,
            title: t('drugs.delete.done', { name: drug.tradeName }),
          });
          onDeleted();
        },
      });
    },
    [modal, t, deleteDrug, handleApiError, language],
  );

  return { confirmDelete, contextHolder };
}
