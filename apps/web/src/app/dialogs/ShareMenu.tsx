import { useTranslation } from '../i18n/useTranslation';
import { LinkedinIcon, XIcon } from '../ui/icons';
import { WhatsAppIcon } from '../ui/postIcons';
import { LinkIcon, ShareAltIcon } from './shareIcons';
import { shareIntentUrl, type ShareNetwork, type ShareService } from '@dawa/shared/share';
import { MenuButton } from '../layout/MenuButton';
import { buttonClass } from '../ui/buttonClass';
import { SHARE_METHODS, useShareActions } from './useShareActions';

export interface ShareMenuProps {
  service: ShareService;
  id: string;
  /** Text sent along where the network takes one (e.g. the record's title). */
  text?: string;
}

const NETWORK_ICONS = {
  linkedin: <LinkedinIcon />,
  whatsapp: <WhatsAppIcon />,
  twitter: <XIcon />,
} satisfies Record<ShareNetwork, unknown>;

/**
 * Share a record to LinkedIn, WhatsApp or X, or copy its link (SPEC §1); on phones also through
 * the system's share sheet.
 */
export function ShareMenu({ service, id, text }: ShareMenuProps) {
  const { t } = useTranslation();
  const { url, record, copy, hasShareSheet, openShareSheet } = useShareActions(service, id, text);
  const shareSheet = hasShareSheet
    ? [{ key: 'system', icon: <ShareAltIcon />, label: t('dialogs.share.system') }]
    : [];

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
        { key: 'copy', icon: <LinkIcon />, label: t('dialogs.share.copy') },
      ]}
      onSelect={(key) => {
        const method = SHARE_METHODS.find((candidate) => candidate === key);
        if (method) record(method);
        if (key === 'copy') void copy();
        if (key === 'system') void openShareSheet();
      }}
    >
      <ShareAltIcon />
      <span>{t('dialogs.share.button')}</span>
    </MenuButton>
  );
}
