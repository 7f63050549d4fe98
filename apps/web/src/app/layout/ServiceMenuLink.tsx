import { LockIcon } from '../ui/icons';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useLoginRequired } from '../dialogs/useLoginRequired';
import { useLanguage } from '../i18n/useLanguage';
import { useSession } from '../session/session';
import { visuallyHidden } from '../ui/visuallyHidden';
import { serviceAccess, serviceHref, type ServiceLink } from './services';
import styles from './ServiceMenuLink.module.css';

export interface ServiceMenuLinkProps {
  service: ServiceLink;
  className?: string;
  /** The control focus goes back to if the visitor is asked to log in and does not. */
  returnFocus: () => HTMLElement | null;
  /** Called when the link is chosen, whether it navigates or asks to log in first. */
  onChoose?: () => void;
}

/**
 * One service of the header's services menu and of the drawer: the same rules in both (SPEC
 * §2). The interactions checker opens in a new tab; a sign-in service is marked with a lock
 * for a signed-out visitor and asks to log in instead of opening.
 */
export function ServiceMenuLink({
  service,
  className,
  returnFocus,
  onChoose,
}: ServiceMenuLinkProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const askToLogIn = useLoginRequired();
  const href = serviceHref(service, language);
  const label = t(`chrome.services.${service.key}`);
  const access = serviceAccess(service);

  if (access === 'external') {
    return (
      <a
        className={className}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onChoose}
      >
        {label}
        <span className={visuallyHidden}> {t('chrome.newTab')}</span>
      </a>
    );
  }
  return (
    <Link
      className={className ? `${styles.link} ${className}` : styles.link}
      to={href}
      onClick={(event) => {
        onChoose?.();
        askToLogIn(event, href, returnFocus());
      }}
    >
      {label}
      {access === 'signIn' && session === null && (
        <>
          <LockIcon className={styles.lock} />
          <span className={visuallyHidden}> {t('chrome.services.signInRequired')}</span>
        </>
      )}
    </Link>
  );
}
