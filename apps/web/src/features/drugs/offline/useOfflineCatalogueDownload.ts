import { useEffect } from 'react';
import { askOffline } from './offlineDrugs';

/** Once a page load: the first visit downloads the catalogue, later ones a newer version. */
let asked = false;

/**
 * After the drug index has painted, when the browser is idle, fetches the offline catalogue
 * (issue #18 point 4) if the server has a version this device has not stored. The worker
 * downloads and parses it, off the page's thread.
 */
export function useOfflineCatalogueDownload(): void {
  useEffect(() => {
    if (asked || !('indexedDB' in window) || !navigator.onLine) return;
    asked = true;
    const download = () => void askOffline({ op: 'refresh' });
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(download, { timeout: 10_000 });
      return () => {
        cancelIdleCallback(handle);
        asked = false;
      };
    }
    const timer = setTimeout(download, 2000);
    return () => {
      clearTimeout(timer);
      asked = false;
    };
  }, []);
}
