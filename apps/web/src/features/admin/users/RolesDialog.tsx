import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Modal, Select } from 'antd';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { roleOptions } from './roleOptions';
import { UserRolesSetMutation, type IamUserRow } from './users.graphql';
import styles from './UsersPage.module.css';

/** IAM: replace one user's roles (SPEC §6; the server refuses revoking one's own owner role). */
export function RolesDialog({
  user,
  onClose,
  onSaved,
}: {
  user: IamUserRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const [roles, setRoles] = useState<string[]>([...user.roles]);
  const [{ fetching }, save] = useMutation(UserRolesSetMutation);
  const title = t('users.editRolesOf', { name: user.fullName });

  return (
    <Modal
      open
      title={title}
      okText={t('users.save')}
      cancelText={t('users.cancel')}
      confirmLoading={fetching}
      onCancel={onClose}
      onOk={async () => {
        const result = await save({ userId: user.id, roles });
        if (result.error) {
          handleError(result.error);
          return;
        }
        showToast(language, { type: 'success', key: 'user-roles', title: t('users.rolesSaved') });
        onSaved();
      }}
    >
      <Select
        mode="multiple"
        aria-label={t('users.roles')}
        className={styles.rolesSelect}
        value={roles}
        options={roleOptions(t)}
        optionFilterProp="label"
        onChange={setRoles}
        allowClear
      />
    </Modal>
  );
}
