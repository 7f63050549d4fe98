import { useCallback, type ReactElement } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { useDeleteConfirmation } from '../../../app/ui/useDeleteConfirmation';
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
  const { confirmDelete: confirm, contextHolder } = useDeleteConfirmation();
  const [, deleteDrug] = useMutation(AdminDrugDeleteMutation);

  const confirmDelete = useCallback<DrugDeletion['confirmDelete']>(
    (drug, onDeleted) =>
      confirm({
        title: t('drugs.delete.title', { name: drug.tradeName }),
        content: t('drugs.delete.description'),
        okText: t('drugs.delete.confirm'),
        cancelText: t('drugs.delete.cancel'),
        done: {
          key: `drug-deleted-${drug.id}`,
          title: t('drugs.delete.done', { name: drug.tradeName }),
        },
        remove: () => deleteDrug({ id: drug.id }),
        onDeleted,
      }),
    [confirm, t, deleteDrug],
  );

  return { confirmDelete, contextHolder };
}
