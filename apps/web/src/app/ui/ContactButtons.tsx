import { MailIcon } from './icons';
import { PhoneIcon, WhatsAppIcon } from './postIcons';
import { formatPhone } from '../format/format';
import { buttonClass } from './buttonClass';
import styles from './ContactButtons.module.css';

export interface ContactButtonsProps {
  /** An Egyptian mobile number (01…): called, and written to on WhatsApp. */
  phoneNumber: string;
  /** The WhatsApp message's opening words. */
  whatsAppText: string;
  /** An e-mail address, if the post has one; its subject. */
  email?: string | null;
  emailSubject?: string;
  texts: {
    /** The call button, given the number as dialled. */
    call: (phone: string) => string;
    whatsApp: string;
    email: string;
  };
}

/** The digits of an Egyptian mobile number as WhatsApp wants them: country code, no zero. */
export function whatsAppNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.startsWith('0') ? `20${digits.slice(1)}` : digits;
}

/** Call, WhatsApp and (when there is an address) e-mail the author of a post. */
export function ContactButtons({
  phoneNumber,
  whatsAppText,
  email,
  emailSubject = '',
  texts,
}: ContactButtonsProps) {
  return (
    <div className={styles.contact}>
      <a className={buttonClass({ type: 'primary' })} href={`tel:${phoneNumber}`}>
        <PhoneIcon />
        <span>{texts.call(formatPhone(phoneNumber))}</span>
      </a>
      <a
        className={buttonClass()}
        href={`https://wa.me/${whatsAppNumber(phoneNumber)}?text=${encodeURIComponent(whatsAppText)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <WhatsAppIcon />
        <span>{texts.whatsApp}</span>
      </a>
      {email && (
        <a
          className={buttonClass()}
          href={`mailto:${email}?subject=${encodeURIComponent(emailSubject)}`}
        >
          <MailIcon />
          <span>{texts.email}</span>
        </a>
      )}
    </div>
  );
}
