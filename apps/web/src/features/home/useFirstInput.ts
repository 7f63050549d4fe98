import { useSyncExternalStore } from 'react';
import { hasFirstInput, onFirstInput } from '../../app/firstInput';

/**
 * True from the visitor's first input on the page on: for parts that nobody needs before they
 * use the page. False in prerendered HTML and while it hydrates.
 */
export function useFirstInput(): boolean {
  return useSyncExternalStore(onFirstInput, hasFirstInput, () => false);
}
