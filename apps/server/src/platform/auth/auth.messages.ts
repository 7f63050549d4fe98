import type { Language } from '@dawa/shared/language';

export interface MailText {
  subject: string;
  text: string;
}

/** The texts of the account mails and SMS, in the recipient's language. */
export const authMessages = {
  verification: (language: Language, name: string, url: string): MailText =>
    language === 'ar'
      ? {
          subject: 'تأكيد بريدك الإلكتروني على «دواء»',
          text: `مرحبًا ${name}،\n\nافتح هذا الرابط لتأكيد بريدك الإلكتروني:\n${url}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
        }
      : {
          subject: 'Verify your e-mail address for Dawa',
          text: `Hello ${name},\n\nOpen this link to verify your e-mail address:\n${url}\n\nIf you did not ask for this, ignore this message.`,
        },
  passwordReset: (language: Language, name: string, url: string): MailText =>
    language === 'ar'
      ? {
          subject: 'إعادة تعيين كلمة المرور على «دواء»',
          text: `مرحبًا ${name}،\n\nافتح هذا الرابط لاختيار كلمة مرور جديدة (صالح لمدة ساعة):\n${url}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
        }
      : {
          subject: 'Reset your Dawa password',
          text: `Hello ${name},\n\nOpen this link to choose a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this message.`,
        },
  invitation: (language: Language, name: string, url: string): MailText =>
    language === 'ar'
      ? {
          subject: 'تمت دعوتك إلى «دواء»',
          text: `مرحبًا ${name}،\n\nأنشأ لك فريق «دواء» حسابًا. افتح هذا الرابط لاختيار كلمة المرور (صالح لمدة 7 أيام):\n${url}`,
        }
      : {
          subject: 'You are invited to Dawa',
          text: `Hello ${name},\n\nThe Dawa team created an account for you. Open this link to choose your password (valid for 7 days):\n${url}`,
        },
  welcome: (language: Language, name: string, url: string): MailText =>
    language === 'ar'
      ? {
          subject: 'مرحبًا بك في «دواء»',
          text: `مرحبًا ${name}،\n\nتم إنشاء حسابك على «دواء». ابدأ من هنا:\n${url}`,
        }
      : {
          subject: 'Welcome to Dawa',
          text: `Hello ${name},\n\nYour Dawa account has been created. Start here:\n${url}`,
        },
  phoneCode: (language: Language, code: string): string =>
    language === 'ar' ? `رمز الدخول إلى «دواء»: ${code}` : `Your Dawa sign-in code: ${code}`,
};
