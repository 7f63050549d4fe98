import { useTranslation } from '../../app/i18n/useTranslation';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { MessagePage } from '../../app/ui/MessagePage';

/** SPEC §6: a signed-in user without any role, until an admin grants one. */
export function NoPermissions() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  useDocumentTitle(t('noPermissions.title'));

  return (
    <MessagePage
      kind="notice"
      titleId="admin-no-permissions"
      icon={<ClockCircleOutlined />}
      title={t('noPermissions.title')}
      description={t('noPermissions.description')}
      action={
        <ButtonLink type="primary" size="large" to={`/${language}`}>
          {t('noPermissions.backHome')}
        </ButtonLink>
      }
    />
  );
}
