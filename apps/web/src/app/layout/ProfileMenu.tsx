import { DashboardIcon, LogoutIcon, UserIcon } from '../ui/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useAdminMenuEntry } from '../../features/admin/useAdminMenuEntry';
import { useLanguage } from '../i18n/useLanguage';
import type { SessionUser } from '../session/session';
import { useSignOut } from '../session/useSignOut';
import { Avatar } from '../ui/Avatar';
import { MenuButton } from './MenuButton';
import styles from './Header.module.css';

export interface ProfileMenuProps {
  user: SessionUser;
}

/** Avatar button with Profile and Logout (SPEC §2 "profile menu"). */
export function ProfileMenu({ user }: ProfileMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const admin = useAdminMenuEntry();

  return (
    <MenuButton
      className={styles.avatarButton}
      label={t('chrome.account.menu', { name: user.name })}
      testId="profile-menu"
      items={[
        { key: 'profile', icon: <UserIcon />, label: t('chrome.account.profile') },
        ...(admin ? [{ key: 'admin', icon: <DashboardIcon />, label: admin.label }] : []),
        { key: 'logout', icon: <LogoutIcon />, label: t('chrome.account.logout') },
      ]}
      onSelect={(key) => {
        if (key === 'profile') void navigate(`/${language}/profile`);
        if (key === 'admin' && admin) void navigate(admin.path);
        if (key === 'logout') void signOut();
      }}
    >
      <Avatar name={user.name} src={user.image} size={36} tone="brand" />
    </MenuButton>
  );
}
