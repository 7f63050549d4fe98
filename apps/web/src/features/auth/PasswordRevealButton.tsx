import { useTranslation } from '../../app/i18n/useTranslation';
import { Button } from 'antd';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import styles from './AuthDialog.module.css';

export interface PasswordRevealButtonProps {
  visible: boolean;
  /** The id of the password input it shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** The show/hide button in a password field's suffix; its name follows its state. */
export function PasswordRevealButton({ visible, controls, onToggle }: PasswordRevealButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <Button
      type="text"
      size="small"
      className={styles.reveal}
      aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
      aria-controls={controls}
      icon={visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
      onClick={onToggle}
    />
  );
}
