import { useTranslation } from 'react-i18next';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import {
  buildShareUrl,
  shareIntentUrl,
  type ShareNetwork,
  type ShareService,
} from '@dawa/shared/share';
import { track } from '../analytics/track';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { MenuButton } from '../layout/MenuButton';
import { buttonClass } from '../ui/buttonClass';

export interface ShareMenuProps {
  service: ShareService;
  id: string;
  /** Text sent along where the network takes one (e.g. the record's title). */
  text?: string;
}

/**
 * What the `share` analytics event names: a network, the link copied (SPEC §7), or the
 * phone's own share sheet.
 */
const SHARE_METHODS = ['system', 'linkedin', 'whatsapp', 'twitter', 'copy'] as const;

/** The `share` event's content type: the kind of record, as the dashboard groups shares. */
const CONTENT_TYPES: Record<ShareService, string> = {
  'drug-index': 'drug',
  prescriptions: 'prescription',
  'job-opportunities': 'job',
  facilities: 'facility',
  offers: 'offer',
};

const NETWORK_ICONS = {
  linkedin: <LinkedinFilled />,
  whatsapp: <WhatsAppOutlined />,
  twitter: <XOutlined />,
} satisfies Record<ShareNetwork, unknown>;

/**
 * Share a record to LinkedIn, WhatsApp or X, or copy its link (SPEC §1); on phones also through
 * the system's share sheet.
 */
export function ShareMenu({ service, id, text }: ShareMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = buildShareUrl({ baseUrl: window.location.origin, language, service, id });

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
  const shareSheet =
    typeof navigator.share === 'function'
      ? [{ key: 'system', icon: <ShareAltOutlined />, label: t('dialogs.share.system') }]
      : [];
  const openShareSheet = () =>
    // Closing the sheet without choosing rejects (AbortError): nothing to tell.
    navigator.share({ title: text, url }).catch(() => {});

  const networks = (['linkedin', 'whatsapp', 'twitter'] as const).map((network) => ({
    key: network,
    icon: NETWORK_ICONS[network],
    label: (
      <a
        href={shareIntentUrl(network, url, text)}
        target="_blank"
        rel="noopener noreferrer"
        data-share-network={network}
      >
        {t(`dialogs.share.${network}`)}
      </a>
    ),
  }));

  return (
    <MenuButton
      className={buttonClass({ size: 'small' })}
      label={t('dialogs.share.label')}
      testId="share-menu"
      items={[
        ...shareSheet,
        ...networks,
        { key: 'copy', icon: <LinkOutlined />, label: t('dialogs.share.copy') },
      ]}
      onSelect={(key) => {
        const method = SHARE_METHODS.find((candidate) => candidate === key);
        if (method) track('share', { contentType: CONTENT_TYPES[service], itemId: id, method });
        if (key === 'copy') void copy();
        if (key === 'system') void openShareSheet();
      }}
    >
      <ShareAltOutlined aria-hidden />
      <span>{t('dialogs.share.button')}</span>
    </MenuButton>
  );
}
