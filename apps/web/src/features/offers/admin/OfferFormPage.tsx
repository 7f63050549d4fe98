import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { AdminPage } from '../../../app/ui/AdminPage';
import { BackLink } from '../../../app/ui/BackLink';
import { FormActions } from '../../../app/ui/FormActions';
import { Loading } from '../../../app/ui/Loading';
import { panelClass } from '../../../app/ui/panelClass';
import { useFeatureMessages } from '../../notifications/useFeatureMessages';
import {
  OfferCreateMutation,
  OfferQuery,
  OfferUpdateMutation,
  type OfferItem,
} from '../offers.graphql';
import {
  EMPTY_OFFER_FORM,
  fieldBounds,
  fieldOfPath,
  formValuesOf,
  toOfferInput,
  type OfferField,
  type OfferFormValues,
} from './offerForm';
import styles from './AdminOffers.module.css';
import { BusyButton } from '../../../app/forms/BusyButton';

/** `admin/offers/new` creates an offer; `admin/offers/:id` edits one. */
export function OfferFormPage() {
  const ready = useFeatureMessages('offers');
  const { id } = useParams();
  if (!ready) return <Loading />;
  return id ? <ExistingOffer key={id} id={id} /> : <OfferEditor offer={null} />;
}

function ExistingOffer({ id }: { id: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: OfferQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  useApiErrorEffect(error);
  if (fetching && !data) return <Loading />;
  if (!data) return null;
  return <OfferEditor offer={data.offer} />;
}

const FIELDS: { name: OfferField; dir: 'ltr' | 'rtl'; long: boolean }[] = [
  { name: 'titleEn', dir: 'ltr', long: false },
  { name: 'titleAr', dir: 'rtl', long: false },
  { name: 'descriptionEn', dir: 'ltr', long: true },
  { name: 'descriptionAr', dir: 'rtl', long: true },
];

function OfferEditor({ offer }: { offer: OfferItem | null }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const [form] = Form.useForm<OfferFormValues>();
  const [created, create] = useMutation(OfferCreateMutation);
  const [updated, update] = useMutation(OfferUpdateMutation);
  useDocumentTitle(offer ? t('admin.editTitle') : t('admin.createTitle'));
  const saving = created.fetching || updated.fetching;

  const rules = (field: OfferField): Rule[] => {
    const { min, max } = fieldBounds(field);
    const message = t(field.startsWith('title') ? 'admin.titleLength' : 'admin.descriptionLength', {
      min,
      max,
    });
    return [
      { required: true, whitespace: true, message: t('admin.required') },
      { min, max, message },
    ];
  };

  const submit = async (values: OfferFormValues) => {
    const data = toOfferInput(values);
    const result = offer ? await update({ id: offer.id, data }) : await create({ data });
    if (result.error) {
      const apiError = handleError(result.error);
      form.setFields(
        apiError.fieldErrors.flatMap(({ path }) => {
          const name = fieldOfPath(path);
          return name
            ? [
                {
                  name,
                  errors: [
                    t(
                      name.startsWith('title') ? 'admin.titleLength' : 'admin.descriptionLength',
                      fieldBounds(name),
                    ),
                  ],
                },
              ]
            : [];
        }),
      );
      return;
    }
    showToast(language, {
      type: 'success',
      key: 'offer-saved',
      title: offer ? t('admin.saved') : t('admin.created'),
    });
    void navigate(`/${language}/admin/offers`);
  };

  return (
    <AdminPage
      titleId="offer-form-title"
      title={offer ? t('admin.editTitle') : t('admin.createTitle')}
      before={<BackLink to={`/${language}/admin/offers`}>{t('admin.back')}</BackLink>}
    >
      <Form<OfferFormValues>
        id="offer"
        form={form}
        layout="vertical"
        className={`${panelClass({ padded: true })} ${styles.form}`}
        initialValues={offer ? formValuesOf(offer) : EMPTY_OFFER_FORM}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        {FIELDS.map(({ name, dir, long }) => (
          <Form.Item key={name} name={name} label={t(`admin.${name}`)} rules={rules(name)}>
            {long ? (
              <Input.TextArea
                dir={dir}
                autoSize={{ minRows: 4, maxRows: 12 }}
                showCount
                maxLength={fieldBounds(name).max}
              />
            ) : (
              <Input dir={dir} maxLength={fieldBounds(name).max} />
            )}
          </Form.Item>
        ))}
        <FormActions>
          <BusyButton
            type="primary"
            htmlType="submit"
            busy={saving}
            icon={<SaveOutlined aria-hidden />}
          >
            {offer ? t('admin.save') : t('admin.create')}
          </BusyButton>
        </FormActions>
      </Form>
    </AdminPage>
  );
}
