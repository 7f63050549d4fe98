import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../app/theme/AntdScope';
import { PrescriptionForm } from './PrescriptionForm';

export interface PrescriptionFormDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The "new prescription" form in a dialog over the list; a fresh form each time it opens. */
export function PrescriptionFormDialog({ open, onClose }: PrescriptionFormDialogProps) {
  const { t } = useTranslation('prescriptions');
  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title={t('form.createTitle')}
        footer={null}
        destroyOnHidden
        width={640}
        maskClosable={false}
        okButtonProps={{ hidden: true }}
      >
        <PrescriptionForm onCancel={onClose} />
      </Modal>
    </AntdScope>
  );
}
