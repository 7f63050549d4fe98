import { useId, useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Button, Form, Input, Radio } from 'antd';
import { AppForm } from '../../app/forms/AppForm';
import type { Rule } from 'antd/es/form';
import { profileInputSchema } from '@dawa/shared/accountInput';
import { LANGUAGES, isLanguage, type Language } from '@dawa/shared/language';
import { fieldIn, fieldProblem, formFieldErrors } from '../../app/forms/fieldErrors';
import { validationMessageKey } from '../../app/forms/validationMessageKey';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { refreshSession } from '../../app/session/session';
import { SendPasswordResetEmailMutation } from '../auth/auth.graphql';
import { ImageUpload, type ImageValue } from '../uploads/ImageUpload';
import { PhoneVerification } from './PhoneVerification';
import { ProfileUpdateMutation, type Profile } from './profile.graphql';
import { FormActions } from '../../app/ui/FormActions';
import styles from './Profile.module.css';
import { BusyButton } from '../../app/forms/BusyButton';

/** Mobile numbers are Egyptian (SPEC §5): the country goes with the number. */
const EGYPT = { countryCode: '+20', countryName: 'Egypt' } as const;

const FORM_FIELDS = ['fullName', 'phoneNumber', 'language'] as const;
type FormField = (typeof FORM_FIELDS)[number];

interface Values {
  fullName: string;
  phoneNumber: string;
  language: Language;
}

export interface AccountFormProps {
  profile: Profile;
}

const valuesOf = (profile: Profile): Values => ({
  fullName: profile.fullName,
  phoneNumber: profile.phoneNumber ?? '',
  language: isLanguage(profile.language) ? profile.language : 'en',
});

/**
 * Edit account (SPEC §2/§3 profile update): name, mobile number, picture and the language of
 * mails and notifications, checked with the server's rules; then 'Profile updated successfully'.
 */
export function AccountForm({ profile }: AccountFormProps) {
  const { t } = useTranslation('profile');
  const { t: tApp } = useTranslation();
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const [form] = Form.useForm<Values>();
  const emailId = useId();
  const [avatar, setAvatar] = useState<ImageValue | null>(
    profile.avatar ? { url: profile.avatar } : null,
  );
  const [avatarError, setAvatarError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  /** The number as saved, and whether a code has proven it. */
  const [phone, setPhone] = useState({
    number: profile.phoneNumber,
    verified: profile.phoneNumberVerified,
  });
  const [{ fetching: saving }, update] = useMutation(ProfileUpdateMutation);
  const [{ fetching: sendingReset }, sendReset] = useMutation(SendPasswordResetEmailMutation);

  const rules = (field: FormField): Rule[] => [
    {
      validator: async (_rule, value: unknown) => {
        // An empty number clears it; anything typed must be a valid one.
        if (field === 'phoneNumber' && (typeof value !== 'string' || value.trim() === '')) return;
        const problem = fieldProblem(profileInputSchema.shape, field, value);
        if (problem) throw new Error(tApp(validationMessageKey(problem)));
      },
    },
  ];

  const submit = async (values: Values) => {
    if (uploading) return;
    const phoneNumber = values.phoneNumber.trim() || null;
    const avatarChange = avatar?.id
      ? { avatarUploadId: avatar.id }
      : !avatar && profile.avatar
        ? { avatar: null }
        : {};
    const result = await update({
      profile: {
        fullName: values.fullName.trim(),
        phoneNumber,
        countryCode: phoneNumber ? EGYPT.countryCode : null,
        countryName: phoneNumber ? EGYPT.countryName : null,
        language: values.language,
        ...avatarChange,
      },
    });
    if (result.error) {
      const { fieldErrors } = handleApiError(result.error);
      const fields = formFieldErrors(
        fieldErrors,
        fieldIn<FormField | 'avatarUploadId' | 'avatar'>([
          ...FORM_FIELDS,
          'avatarUploadId',
          'avatar',
        ]),
      );
      for (const [field, message] of fields) {
        const text = tApp(validationMessageKey(message));
        if (field === 'avatarUploadId' || field === 'avatar') setAvatarError(text);
        else form.setFields([{ name: field, errors: [text] }]);
      }
      return;
    }
    const saved = result.data?.authUpdateProfile;
    if (!saved) return;
    setPhone({ number: saved.phoneNumber, verified: saved.phoneNumberVerified });
    setAvatar(saved.avatar ? { url: saved.avatar } : null);
    form.setFieldsValue(valuesOf(saved));
    // The header shows the session's name and picture.
    void refreshSession();
    showToast(language, { type: 'success', key: 'profile-saved', title: t('account.saved') });
  };

  const requestReset = async () => {
    const result = await sendReset({ email: profile.email });
    if (result.error) handleApiError(result.error);
    else showToast(language, { type: 'success', key: 'reset-sent', title: t('account.resetSent') });
  };

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('account.intro')}</p>
      <AppForm<Values>
        form={form}
        name="profile-account"
        label={t('tabs.account')}
        initialValues={valuesOf(profile)}
        saving={saving}
        onFinish={submit}
        className={styles.form}
      >
        <ImageUpload
          purpose="avatar"
          label={t('account.avatar')}
          disabled={saving}
          value={avatar}
          onChange={(next) => {
            setAvatar(next);
            setAvatarError(undefined);
          }}
          onBusyChange={setUploading}
          error={avatarError}
        />
        <Form.Item
          name="fullName"
          label={t('account.fullName')}
          rules={rules('fullName')}
          validateDebounce={300}
          required
        >
          <Input autoComplete="name" dir="auto" aria-required />
        </Form.Item>
        <Form.Item label={t('account.email')} extra={t('account.emailHint')} htmlFor={emailId}>
          <Input id={emailId} value={profile.email} readOnly dir="ltr" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          label={t('account.phoneNumber')}
          extra={t('account.phoneHint')}
          rules={rules('phoneNumber')}
          validateDebounce={300}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            prefix={<span className={styles.country}>{t('account.country')}</span>}
          />
        </Form.Item>
        <Form.Item name="language" label={t('account.language')}>
          <Radio.Group
            optionType="button"
            options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          />
        </Form.Item>
        {uploading && <p className={styles.wait}>{t('account.waitUpload')}</p>}
        <FormActions align="end">
          <Button
            onClick={() => {
              form.resetFields();
              setAvatar(profile.avatar ? { url: profile.avatar } : null);
              setAvatarError(undefined);
            }}
          >
            {t('account.reset')}
          </Button>
          <BusyButton type="primary" htmlType="submit" busy={saving} disabled={uploading}>
            {t('account.save')}
          </BusyButton>
        </FormActions>
      </AppForm>
      {phone.number && !phone.verified && (
        <PhoneVerification
          phoneNumber={phone.number}
          onVerified={(verified) =>
            setPhone({ number: verified.phoneNumber, verified: verified.phoneNumberVerified })
          }
        />
      )}
      <section className={styles.section} aria-labelledby="profile-password">
        <h2 id="profile-password" className={styles.subheading}>
          {t('account.password')}
        </h2>
        <p className={styles.hint}>{t('account.passwordHint')}</p>
        <BusyButton onClick={() => void requestReset()} busy={sendingReset}>
          {t('account.sendReset')}
        </BusyButton>
      </section>
    </div>
  );
}
