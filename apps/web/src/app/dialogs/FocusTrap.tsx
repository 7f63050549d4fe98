import type { KeyboardEvent, ReactNode } from 'react';
import { trapTabKey } from './focusTrap';

export interface FocusTrapProps {
  children: ReactNode;
}

/** Keeps Tab inside a dialog panel (see focusTrap.ts): use it as the Modal's `modalRender`. */
export function FocusTrap({ children }: FocusTrapProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    trapTabKey(event, event.currentTarget);
  return <div onKeyDown={onKeyDown}>{children}</div>;
}
