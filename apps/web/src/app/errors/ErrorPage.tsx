import { CloseCircleIcon, CompassIcon, LockIcon } from '../ui/icons';
import { useTranslation } from '../i18n/useTranslation';
import { useLanguage } from '../i18n/useLanguage';
import { ButtonLink } from '../layout/ButtonLink';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { MessagePage } from '../ui/MessagePage';

export const ERROR_STATUSES = [403, 404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

// Not antd's Result: it bundles its 403/404/500 illustrations (~30 kB) into the shell.
const ICONS = {
  403: <LockIcon />,
  404: <CompassIcon />,
  500: <CloseCircleIcon />,
} as const;

export interface ErrorPageProps {
  status: ErrorStatus;
}

export function ErrorPage({ status }: ErrorPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t(`errorPages.${status}.section`));

  return (
    <MessagePage
      kind="status"
      icon={ICONS[status]}
      title={t(`errorPages.${status}.title`)}
      description={t(`errorPages.${status}.description`)}
      action={
        <ButtonLink type="primary" size="large" to={`/${language}`}>
          {t('errorPages.backHome')}
        </ButtonLink>
      }
    />
  );
}
