import { Alert, Button, Modal, Spin } from 'antd';
import { useTranslation } from '../../app/i18n/useTranslation';
import { usePostQuota } from '../../app/posts/usePostQuota';
import { AntdScope } from '../../app/theme/AntdScope';
import { PrescriptionForm } from './PrescriptionForm';
import styles from './Prescriptions.module.css';

export interface PrescriptionFormDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The "new prescription" form in a dialog over the list; a fresh form each time it opens. The
 * month's quota is asked first: a user at the limit is told at once, not after filling it in.
 */
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
        <NewPrescription onClose={onClose} />
      </Modal>
    </AntdScope>
  );
}

/** Mounted at each opening (the dialog destroys its content when hidden): the quota, fresh. */
function NewPrescription({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('prescriptions');
  const { known, fullAt } = usePostQuota('prescription');
  if (fullAt !== null)
    return (
      <div className={styles.quotaReached}>
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('validation.prescriptionQuota', { count: fullAt })}
        />
        <Button onClick={onClose}>{t('form.close')}</Button>
      </div>
    );
  return known ? <PrescriptionForm onCancel={onClose} /> : <Spin className={styles.quotaReached} />;
}
