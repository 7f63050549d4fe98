import { useCallback, type ReactElement } from 'react';
import { Modal } from 'antd';
import type { CombinedError } from 'urql';
import { useApiErrorHandler } from '../errors/useApiErrorHandler';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';

export interface DeleteRequest {
  /** The dialog's texts, in the page language. */
  title: string;
  content?: string;
  okText: string;
  cancelText: string;
  /** The toast once deleted: its title, and a key per item so two deletions show two. */
  done: { key: string; title: string };
  /** Asks the server to delete; the OK button spins until it answers. */
  remove: () => Promise<{ error?: CombinedError }>;
  /** Called when the server agreed. */
  onDeleted: () => void;
}

export interface DeleteConfirmation {
  confirmDelete: (request: DeleteRequest) => void;
  /** Renders the confirmation dialog in the page's direction and theme. */
  contextHolder: ReactElement;
}

/**
 * Delete with confirmation: a dialog with the cancel button focused and a red OK, then the
 * shared error handling, or a success toast.
 */
export function useDeleteConfirmation(): DeleteConfirmation {
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const [modal, contextHolder] = Modal.useModal();

  const confirmDelete = useCallback(
    ({ title, content, okText, cancelText, done, remove, onDeleted }: DeleteRequest) => {
      void modal.confirm({
        title,
        content,
        okText,
        okButtonProps: { danger: true },
        cancelText,
        autoFocusButton: 'cancel',
        onOk: async () => {
          const result = await remove();
          if (result.error) {
            handleApiError(result.error);
            return;
          }
          showToast(language, { type: 'success', ...done });
          onDeleted();
        },
      });
    },
    [modal, handleApiError, language],
  );

  return { confirmDelete, contextHolder };
}
