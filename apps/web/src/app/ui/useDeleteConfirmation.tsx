import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import type { DeleteRequest } from './DeleteConfirmationDialog';

// antd's confirmation dialog, its theme and locale load when a deletion is asked: a page with a
// delete button (a facility's detail page, which its list prefetches) does not carry them.
const DeleteConfirmationDialog = lazy(() =>
  import('./DeleteConfirmationDialog').then((module) => ({
    default: module.DeleteConfirmationDialog,
  })),
);

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
  // Each request gets a dialog of its own (keyed), even the same item asked twice.
  const [asked, setAsked] = useState<{ id: number; request: DeleteRequest } | null>(null);
  const confirmDelete = useCallback((request: DeleteRequest) => {
    setAsked((current) => ({ id: (current?.id ?? 0) + 1, request }));
  }, []);
  const contextHolder = (
    <Suspense fallback={null}>
      {asked && <DeleteConfirmationDialog key={asked.id} request={asked.request} />}
    </Suspense>
  );
  return { confirmDelete, contextHolder };
}
