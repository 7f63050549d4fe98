import type { ButtonProps } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';

export interface ContactUsButtonProps {
  label: string;
  type?: ButtonProps['type'];
  ghost?: boolean;
}

/** A button to the home page's contact form (section `contactUs`), from any page. */
export function ContactUsButton({ label, type = 'default', ghost }: ContactUsButtonProps) {
  const language = useLanguage();
  return (
    <ButtonLink
      to={{ pathname: `/${language}`, hash: 'contactUs' }}
      type={type}
      ghost={ghost}
      size="large"
      icon={<MailOutlined aria-hidden />}
    >
      {label}
    </ButtonLink>
  );
}
