import { DisconnectIcon } from '../ui/icons';
import { useTranslation } from '../i18n/useTranslation';
import { useLanguage } from '../i18n/useLanguage';
import { ButtonLink } from '../layout/ButtonLink';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { MessagePage } from '../ui/MessagePage';

/**
 * What the service worker shows offline in place of a page that needs the network (posts,
 * notifications, profile): SPEC §8 'No Internet Connection', and the way to the pages that
 * work offline.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('pwa.offline.section'));
  return (
    <MessagePage
      kind="notice"
      icon={<DisconnectIcon />}
      title={t('errors.NETWORK')}
      description={t('pwa.offline.description')}
      action={
        <ButtonLink type="primary" size="large" to={`/${language}`}>
          {t('errorPages.backHome')}
        </ButtonLink>
      }
    />
  );
}
