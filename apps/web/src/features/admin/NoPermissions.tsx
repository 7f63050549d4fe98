import { useTranslation } from 'react-i18next';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import styles from './NoPermissions.module.css';

/** SPEC §6: a signed-in user without any role, until an admin grants one. */
export function NoPermissions() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  useDocumentTitle(t('noPermissions.title'));

  return (
    <section className={styles.page} aria-labelledby="admin-no-permissions">
      <span className={styles.icon} aria-hidden>
        <ClockCircleOutlined />
      </span>
      <h1 id="admin-no-permissions" className={styles.title}>
        {t('noPermissions.title')}
      </h1>
      <p className={styles.description}>{t('noPermissions.description')}</p>
      <ButtonLink type="primary" size="large" to={`/${language}`}>
        {t('noPermissions.backHome')}
      </ButtonLink>
    </section>
  );
}
