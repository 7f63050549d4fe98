import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../layout/ButtonLink';
import type { GuardedService } from '../layout/services';
import { useSignInLink } from '../session/useSignInLink';
import { AntdScope } from '../theme/AntdScope';

export interface LoginRequiredDialogProps {
  service: GuardedService;
  open: boolean;
  onClose: () => void;
}

/** SPEC §2: "Please Login To See The …", with a button that opens the sign-in dialog. */
export function LoginRequiredDialog({ service, open, onClose }: LoginRequiredDialogProps) {
  const { t } = useTranslation();
  const signIn = useSignInLink();

  return (
    <AntdScope>
      <Modal
        open={open}
        title={t('chrome.loginRequired.title')}
        onCancel={onClose}
        centered
        footer={[
          <Button key="cancel" onClick={onClose}>
            {t('chrome.loginRequired.cancel')}
          </Button>,
          <ButtonLink key="login" type="primary" to={signIn} onNavigate={onClose}>
            {t('chrome.loginRequired.login')}
          </ButtonLink>,
        ]}
      >
        <p>{t(`chrome.loginRequired.${service}`)}</p>
      </Modal>
    </AntdScope>
  );
}
