import { Button, Modal } from 'antd';
import type { To } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { ButtonLink } from '../layout/ButtonLink';
import type { LoginSubject } from '../session/guard';
import { AntdScope } from '../theme/AntdScope';
import { FocusTrap } from './FocusTrap';

export interface LoginRequiredDialogProps {
  /** What the visitor asked for: a service, or another sign-in page. */
  subject: LoginSubject;
  open: boolean;
  /** The sign-in dialog over the same page, set to go on to the page asked for. */
  signIn: To;
  onClose: () => void;
}

/**
 * SPEC §2, §6: "Please Login To See The …", with a Login button that replaces it with the
 * sign-in dialog (one dialog at a time). LoginRequiredProvider decides where focus goes after.
 */
export function LoginRequiredDialog({ subject, open, signIn, onClose }: LoginRequiredDialogProps) {
  const { t } = useTranslation();

  return (
    <AntdScope>
      <Modal
        open={open}
        title={t('chrome.loginRequired.title')}
        onCancel={onClose}
        centered
        focusable={{ trap: true, focusTriggerAfterClose: false }}
        modalRender={(panel) => <FocusTrap>{panel}</FocusTrap>}
        footer={[
          <Button key="cancel" onClick={onClose}>
            {t('chrome.loginRequired.cancel')}
          </Button>,
          <ButtonLink key="login" type="primary" to={signIn} replace>
            {t('chrome.loginRequired.login')}
          </ButtonLink>,
        ]}
      >
        <p>{t(`chrome.loginRequired.${subject}`)}</p>
        <p>{t('chrome.loginRequired.hint')}</p>
      </Modal>
    </AntdScope>
  );
}
