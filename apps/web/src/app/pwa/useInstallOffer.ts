import { useSyncExternalStore } from 'react';
import { installOffer, onInstallOfferChange, type InstallOffer } from './installPrompt';

/**
 * What the page can offer to install the app. 'none' in the build's prerendering and the first
 * render that hydrates it (the browser's offer is not known there), the real offer after.
 */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(onInstallOfferChange, installOffer, () => 'none');
}
