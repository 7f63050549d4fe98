import type { Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

type AuthMode = 'signin' | 'signup';
type AuthView = AuthMode | 'forgot';

/** The catalogue texts the tests look for (features/auth/messages and app/messages). */
const TEXT = {
  en: {
    login: 'Login',
    title: { signin: 'Sign in', signup: 'Create account', forgot: 'Reset your password' },
    switchTo: { signin: 'Sign in', signup: 'Create account' },
    submit: { signin: 'Sign in', signup: 'Create account', forgot: 'Send reset link' },
    forgotPassword: 'Forgot password?',
    backToSignin: 'Back to sign in',
    resetSent: 'If an account exists for',
    resetSentToast: 'Password reset e-mail sent',
    tooManyAttempts: 'Too many attempts, please try again later',
    name: 'Full name',
    email: 'E-mail',
    password: 'Password',
    rememberMe: 'Remember me',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    valid: 'valid',
    emailInvalid: (value: string) => `Email ${value} is invalid`,
    invalidPassword: 'Use 6 to 128 characters for the password',
    credentialsNotRecognized: 'The e-mail or password is not correct',
    userNotFound: 'No account matches these credentials; it may have been deleted',
    emailInUse: 'This e-mail is already in use by another account',
    created: 'A new account was created',
    oidc: 'Continue with your work account',
    socialFailed: 'Signing in with that account did not work. Try again or use your e-mail.',
    newName: 'Test Pharmacist',
    terms: 'I am 13 or older and accept the Terms and conditions',
    termsLink: 'Terms and conditions',
    privacyLink: 'Privacy policy',
    termsNotAccepted:
      'To create an account, confirm that you are 13 or older and accept the Terms and conditions and the Privacy policy',
  },
  ar: {
    login: 'تسجيل الدخول',
    title: { signin: 'تسجيل الدخول', signup: 'إنشاء حساب', forgot: 'إعادة تعيين كلمة المرور' },
    switchTo: { signin: 'تسجيل الدخول', signup: 'إنشاء حساب' },
    submit: { signin: 'تسجيل الدخول', signup: 'إنشاء حساب', forgot: 'إرسال رابط إعادة التعيين' },
    forgotPassword: 'نسيت كلمة المرور؟',
    backToSignin: 'العودة إلى تسجيل الدخول',
    resetSent: 'إذا كان هناك حساب مرتبط بـ',
    resetSentToast: 'تم إرسال رسالة إعادة تعيين كلمة المرور',
    tooManyAttempts: 'محاولات كثيرة، يرجى المحاولة لاحقاً',
    name: 'الاسم بالكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    rememberMe: 'تذكرني',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    valid: 'صالح',
    emailInvalid: (value: string) => `البريد الإلكتروني ${value} غير صالح`,
    invalidPassword: 'اكتب كلمة مرور عدد حروفها من 6 إلى 128',
    credentialsNotRecognized: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    userNotFound: 'لا يوجد حساب مطابق لبيانات الدخول هذه، ربما تم حذفه',
    emailInUse: 'هذا البريد الإلكتروني مستخدم بالفعل في حساب آخر',
    created: 'تم إنشاء حساب جديد',
    oidc: 'المتابعة بحساب العمل',
    socialFailed: 'تعذّر تسجيل الدخول بهذا الحساب. حاول مرة أخرى أو استخدم بريدك الإلكتروني.',
    newName: 'منى اختبار',
    terms: 'عمري 13 سنة أو أكثر، وأوافق على الشروط والأحكام',
    termsLink: 'الشروط والأحكام',
    privacyLink: 'سياسة الخصوصية',
    termsNotAccepted:
      'لإنشاء حساب، أكِّد أن عمرك 13 سنة أو أكثر وأنك توافق على الشروط والأحكام وسياسة الخصوصية',
  },
} satisfies Record<Language, unknown>;

/** The sign-in / sign-up dialog that `?auth=signin|signup` opens over any page. */
export class AuthDialog {
  readonly text: (typeof TEXT)[Language];
  /** The dialog, whichever mode it shows. */
  readonly dialog: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  /** Sign-up's required confirmation of age and terms. */
  readonly terms: Locator;
  readonly validTicks: Locator;
  /** The header's login link (signed out only). */
  readonly headerLogin: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
  ) {
    this.text = TEXT[lang];
    this.dialog = page.getByRole('dialog');
    this.name = this.dialog.getByLabel(this.text.name, { exact: true });
    this.email = this.dialog.getByLabel(this.text.email, { exact: true });
    this.password = this.dialog.getByLabel(this.text.password, { exact: true });
    this.rememberMe = this.dialog.getByRole('checkbox', { name: this.text.rememberMe });
    this.terms = this.dialog.getByRole('checkbox', { name: this.text.terms });
    this.validTicks = this.dialog.getByRole('img', { name: this.text.valid, exact: true });
    this.headerLogin = page.getByRole('banner').getByRole('link', { name: this.text.login });
  }

  /** Opens `/{lang}{path}` with the dialog parameter added to its query. */
  async open(mode: AuthView = 'signin', path = '') {
    const separator = path.includes('?') ? '&' : '?';
    await this.page.goto(`/${this.lang}${path}${separator}auth=${mode}`);
  }

  withTitle(mode: AuthView): Locator {
    return this.page.getByRole('dialog', { name: this.text.title[mode] });
  }

  submit(mode: AuthView): Locator {
    return this.dialog.getByRole('button', { name: this.text.submit[mode], exact: true });
  }

  switchTo(mode: AuthMode): Locator {
    return this.dialog.getByRole('link', { name: this.text.switchTo[mode], exact: true });
  }

  /** The button of the OpenID Connect provider (shown when the server has one configured). */
  get oidcButton(): Locator {
    return this.dialog.getByRole('button', { name: this.text.oidc });
  }

  /** The "Forgot password?" link of the sign-in form. */
  get forgotPasswordLink(): Locator {
    return this.dialog.getByRole('link', { name: this.text.forgotPassword, exact: true });
  }

  /** The answer to a reset request, the same whether or not the address has an account. */
  resetSent(email: string): Locator {
    return this.dialog.getByRole('status').filter({ hasText: this.text.resetSent }).filter({
      hasText: email,
    });
  }

  passwordToggle(state: 'show' | 'hide'): Locator {
    return this.dialog.getByRole('button', {
      name: state === 'show' ? this.text.showPassword : this.text.hidePassword,
    });
  }

  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit('signin').click();
  }

  /** The link of the confirmation's label to the terms or the privacy policy. */
  documentLink(page: 'terms' | 'privacy'): Locator {
    return this.dialog.getByRole('link', {
      name: page === 'terms' ? this.text.termsLink : this.text.privacyLink,
    });
  }

  /** Opens the sign-up form and signs a new person up with `email` (see `signUp`). */
  async signUpNew(email: string, options: { confirm?: boolean } = {}) {
    await this.open('signup');
    await this.signUp(this.text.newName, email, 'dawa-e2e-2026', options);
  }

  /** Fills the sign-up form and confirms age and terms (unless told not to), then submits. */
  async signUp(name: string, email: string, password: string, { confirm = true } = {}) {
    await this.name.fill(name);
    await this.email.fill(email);
    await this.password.fill(password);
    if (confirm) await this.terms.check();
    await this.submit('signup').click();
  }
}
