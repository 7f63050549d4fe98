import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import type { CombinedError } from 'urql';
import { useApiErrorHandler } from '../errors/useApiErrorHandler';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { AntdScope } from '../theme/AntdScope';

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

export interface DeleteConfirmationDialogProps {
  request: DeleteRequest;
}

/** The dialog `useDeleteConfirmation` opens for one request, shown once it is mounted. */
export function DeleteConfirmationDialog({ request }: DeleteConfirmationDialogProps) {
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const [modal, contextHolder] = Modal.useModal();
  // Once per request, also when development mode mounts the component twice.
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const { title, content, okText, cancelText, done, remove, onDeleted } = request;
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
  }, [modal, request, handleApiError, language]);

  return <AntdScope>{contextHolder}</AntdScope>;
}
