import { useTranslation } from '../i18n/useTranslation';
import type { CombinedError } from 'urql';
import { useApiErrorHandler } from '../errors/useApiErrorHandler';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import type { ResourceBulkAction } from './ResourceTable';

export interface BulkDeleteOptions<Row> {
  /** Names the toast, so that two runs show one. */
  id: string;
  /** Deletes one row; the server has no bulk delete, so rows go one by one. */
  remove: (row: Row) => Promise<{ error?: CombinedError }>;
  /** After the last one: the list asks the server again. */
  reload: () => void;
}

/**
 * "Delete selected" of a resource table: each row through the entity's own delete (so each is
 * checked and leaves its event), a refused row shown by the shared error handling, then one
 * toast counting the rows deleted.
 */
export function useBulkDelete<Row>({
  id,
  remove,
  reload,
}: BulkDeleteOptions<Row>): ResourceBulkAction<Row> {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  return {
    key: 'delete',
    label: t('resource.deleteSelected'),
    danger: true,
    run: async (rows) => {
      let deleted = 0;
      for (const row of rows) {
        const result = await remove(row);
        if (result.error) handleError(result.error);
        else deleted += 1;
      }
      showToast(language, {
        type: 'success',
        key: `${id}-bulk`,
        title: t('resource.deletedCount', { count: deleted }),
      });
      reload();
    },
  };
}
