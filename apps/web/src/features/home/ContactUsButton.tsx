import { MailIcon } from '../../app/ui/icons';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink, type ButtonLinkProps } from '../../app/layout/ButtonLink';

export interface ContactUsButtonProps {
  label: string;
  type?: ButtonLinkProps['type'];
}

/** A button to the home page's contact form (section `contactUs`), from any page. */
export function ContactUsButton({ label, type = 'default' }: ContactUsButtonProps) {
  const language = useLanguage();
  return (
    <ButtonLink
      to={{ pathname: `/${language}`, hash: 'contactUs' }}
      type={type}
      size="large"
      icon={<MailIcon />}
    >
      {label}
    </ButtonLink>
  );
}
