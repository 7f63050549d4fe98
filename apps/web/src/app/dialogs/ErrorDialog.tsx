import { Button, Modal } from 'antd';
import { useTranslation } from '../i18n/useTranslation';
import type { MessageKey } from '../i18n/translate';
import { AntdScope } from '../theme/AntdScope';

export interface ErrorDialogProps {
  open: boolean;
  /** Catalogue key of the description (SPEC §8: a common-messages key). */
  descriptionKey: MessageKey;
  /** Catalogue key of the title; "Error" when omitted. */
  titleKey?: MessageKey;
  onClose: () => void;
}

/** SPEC §2/§8 generic error dialog: a title and a description from the catalogue. */
export function ErrorDialog({ open, descriptionKey, titleKey, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <Modal
        open={open}
        title={t(titleKey ?? 'errors.title')}
        onCancel={onClose}
        centered
        footer={
          <Button type="primary" onClick={onClose}>
            {t('dialogs.ok')}
          </Button>
        }
      >
        <p role="alert">{t(descriptionKey)}</p>
      </Modal>
    </AntdScope>
  );
}
