import { useTranslation } from '../i18n/useTranslation';
import { buildShareUrl, type ShareService } from '@dawa/shared/share';
import { track } from '../analytics/track';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';

/**
 * What the `share` analytics event names: a network, the link copied (SPEC §7), or the
 * phone's own share sheet.
 */
export const SHARE_METHODS = ['system', 'linkedin', 'whatsapp', 'twitter', 'copy'] as const;
export type ShareMethod = (typeof SHARE_METHODS)[number];

/** The `share` event's content type: the kind of record, as the dashboard groups shares. */
const CONTENT_TYPES: Record<ShareService, string> = {
  'drug-index': 'drug',
  prescriptions: 'prescription',
  'job-opportunities': 'job',
  facilities: 'facility',
  offers: 'offer',
};

/**
 * Sharing a record (SPEC §1): its URL (base / language / service / id), the `share` event,
 * copying the link with a toast, and the phone's share sheet when the browser has one.
 */
export function useShareActions(service: ShareService, id: string, text?: string) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = buildShareUrl({ baseUrl: window.location.origin, language, service, id });

  const record = (method: ShareMethod) =>
    track('share', { contentType: CONTENT_TYPES[service], itemId: id, method });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(language, {
        type: 'success',
        key: 'share-copied',
        title: t('dialogs.share.copied'),
      });
    } catch {
      showToast(language, {
        type: 'error',
        key: 'share-copied',
        title: t('dialogs.share.copyFailed'),
      });
    }
  };

  // Phones offer their own share sheet (every installed app); desktops mostly do not.
  const hasShareSheet = typeof navigator.share === 'function';
  const openShareSheet = () =>
    // Closing the sheet without choosing rejects (AbortError): nothing to tell.
    navigator.share({ title: text, url }).catch(() => {});

  return { url, record, copy, hasShareSheet, openShareSheet };
}
