import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dawa/shared/language';
import type { Database } from '../db/db';
import type { MailMessage, Outbox } from '../outbox/outbox';
import { authMessages } from './auth.messages';

export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

/** The mails and SMS of the account flows; each is an outbox row (dev mailbox or SMTP/webhook). */
export interface AuthMailer {
  /** `verifyUrl` is better-auth's verify link; after it the user lands on `/{lang}`. */
  verification(to: MailRecipient, verifyUrl: string): Promise<void>;
  /** The link opens the web page that asks for the new password. */
  passwordReset(to: MailRecipient, token: string): Promise<void>;
  welcome(to: MailRecipient): Promise<void>;
  phoneCode(phoneNumber: string, code: string, language: Language): Promise<void>;
}

/** The stored language of a better-auth user record (typed loosely by better-auth). */
export function languageOf(user: object): Language {
  const value = 'language' in user ? user.language : undefined;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function recipientOf(user: { email: string; name: string }): MailRecipient {
  return { email: user.email, name: user.name, language: languageOf(user) };
}

/** The welcome mail, also sent on request (`authSendWelcomeEmail`). */
export function welcomeMail(publicUrl: string, to: MailRecipient): MailMessage {
  return {
    to: to.email,
    ...authMessages.welcome(to.language, to.name, `${publicUrl}/${to.language}`),
  };
}

/**
 * An account an admin created (IAM invite): the link sets the first password with better-auth's
 * password-reset token, on the same page as a reset.
 */
export function invitationMail(publicUrl: string, to: MailRecipient, token: string): MailMessage {
  const url = `${publicUrl}/${to.language}/auth/reset-password?token=${encodeURIComponent(token)}`;
  return { to: to.email, ...authMessages.invitation(to.language, to.name, url) };
}

export function createAuthMailer(deps: {
  database: Database;
  outbox: Outbox;
  publicUrl: string;
}): AuthMailer {
  const { database, outbox, publicUrl } = deps;
  const mail = (to: string, message: { subject: string; text: string }) =>
    database.transaction(async (tx) => {
      await outbox.enqueueMail(tx, { to, ...message });
    });
  return {
    verification(to, verifyUrl) {
      const url = new URL(verifyUrl);
      url.searchParams.set('callbackURL', `/${to.language}`);
      return mail(to.email, authMessages.verification(to.language, to.name, url.toString()));
    },
    passwordReset(to, token) {
      const url = `${publicUrl}/${to.language}/auth/reset-password?token=${encodeURIComponent(token)}`;
      return mail(to.email, authMessages.passwordReset(to.language, to.name, url));
    },
    welcome(to) {
      const { to: address, ...message } = welcomeMail(publicUrl, to);
      return mail(address, message);
    },
    phoneCode(phoneNumber, code, language) {
      return database.transaction(async (tx) => {
        await outbox.enqueueSms(tx, {
          to: phoneNumber,
          text: authMessages.phoneCode(language, code),
        });
      });
    },
  };
}
