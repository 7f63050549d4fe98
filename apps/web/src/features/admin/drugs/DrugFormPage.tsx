import { useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation, useQuery, type CombinedError } from 'urql';
import {
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Select,
  type InputNumberProps,
  type SelectProps,
} from 'antd';
import { AppForm } from '../../../app/forms/AppForm';
import type { Rule } from 'antd/es/form';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { can } from '@dawa/shared/access';
import { DRUG_LONG_TEXT_MAX, DRUG_PRICE_MAX, DRUG_TEXT_MAX } from '@dawa/shared/drugs';
import type { ResultOf } from '../../../app/graphql';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { ButtonLink } from '../../../app/layout/ButtonLink';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { listReturnOf } from '../../../app/resource/listReturn';
import { AdminPage } from '../../../app/ui/AdminPage';
import { BackLink } from '../../../app/ui/BackLink';
import { isolate } from '../../../app/i18n/isolate';
import { FormActions } from '../../../app/ui/FormActions';
import { Loading } from '../../../app/ui/Loading';
import { panelClass } from '../../../app/ui/panelClass';
import { knownRoles } from '../adminNav';
import { validationMessageKey } from '../../../app/forms/validationMessageKey';
import { AdminDrugCreateMutation, AdminDrugQuery, AdminDrugUpdateMutation } from './drugs.graphql';
import {
  EMPTY_DRUG_FORM,
  drugFieldError,
  drugFieldErrors,
  formValuesOf,
  oldPriceForPrice,
  toDrugInput,
  type DrugField,
  type DrugFormValues,
} from './drugForm';
import { PriceHistory } from './PriceHistory';
import { useDrugDelete } from './useDrugDelete';
import styles from './DrugFormPage.module.css';
import { BusyButton } from '../../../app/forms/BusyButton';

type LoadedDrug = NonNullable<ResultOf<typeof AdminDrugQuery>['drug']>;
type PriceChange = ResultOf<typeof AdminDrugQuery>['drugPriceHistory'][number];

/**
 * `drugs/new` creates a drug; `drugs/:id` edits one and shows its price history. A reader of
 * the drugs section sees the same page without anything to change.
 */
export function DrugFormPage({ roles }: { roles: readonly string[] }) {
  const { id } = useParams();
  const language = useLanguage();
  const readOnly = !can(knownRoles(roles), 'drugs', 'write');
  if (!id) {
    return readOnly ? (
      <Navigate to={`/${language}/403`} replace />
    ) : (
      <DrugEditor drug={null} history={[]} readOnly={false} />
    );
  }
  return <ExistingDrug key={id} id={id} readOnly={readOnly} />;
}

function ExistingDrug({ id, readOnly }: { id: string; readOnly: boolean }) {
  const { t } = useTranslation('admin');
  const [{ data, fetching, error }] = useQuery({
    query: AdminDrugQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  useApiErrorEffect(error);

  if (fetching && !data) {
    return <Loading description={t('drugs.form.loading')} />;
  }
  if (!data?.drug) return error ? null : <DrugNotFound />;
  return <DrugEditor drug={data.drug} history={data.drugPriceHistory} readOnly={readOnly} />;
}

function BackToList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const location = useLocation();
  return (
    <BackLink to={`/${language}/admin/drugs${listReturnOf(location.state)}`}>
      {t('drugs.form.back')}
    </BackLink>
  );
}

function DrugNotFound() {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.page}>
      <BackToList />
      <Empty description={t('drugs.form.notFound')} />
    </section>
  );
}

/** Tag input for the list fields: type a value, press Enter; paste several lines at once. */
function TagsInput(props: Omit<SelectProps<string[]>, 'mode'>) {
  return (
    <Select
      {...props}
      mode="tags"
      suffixIcon={null}
      tokenSeparators={['\n', '|']}
      notFoundContent={null}
      maxTagTextLength={60}
    />
  );
}

/** A price in pounds and piastres, in quarter-pound steps. */
function PriceInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      className={styles.number}
      precision={2}
      step={0.25}
      max={DRUG_PRICE_MAX}
      inputMode="decimal"
    />
  );
}

interface DrugEditorProps {
  drug: LoadedDrug | null;
  history: readonly PriceChange[];
  /** A reader: the fields are shown but cannot change, with no save or delete. */
  readOnly: boolean;
}

function DrugEditor({ drug, history, readOnly }: DrugEditorProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const handleApiError = useApiErrorHandler();
  const [form] = Form.useForm<DrugFormValues>();
  const [{ fetching: creating }, createDrug] = useMutation(AdminDrugCreateMutation);
  const [{ fetching: updating }, updateDrug] = useMutation(AdminDrugUpdateMutation);
  const saving = creating || updating;
  const { confirmDelete, contextHolder } = useDrugDelete();
  // Once the editor types an old price, a new price no longer fills it in.
  const oldPriceTyped = useRef(false);
  const initialValues = useMemo(() => (drug ? formValuesOf(drug) : EMPTY_DRUG_FORM), [drug]);
  const title = !drug
    ? t('drugs.form.newTitle')
    : readOnly
      ? drug.tradeName
      : t('drugs.form.editTitle', { name: isolate(drug.tradeName) });
  useDocumentTitle(title);
  const from = listReturnOf(location.state);
  const listPath = `/${language}/admin/drugs`;

  const rules = (field: DrugField): Rule[] => [
    {
      validator: async (_rule, value: unknown) => {
        const key = drugFieldError(field, value);
        if (key) throw new Error(t(validationMessageKey(key)));
      },
    },
  ];

  const showServerErrors = (error: CombinedError) => {
    const { fieldErrors } = handleApiError(error);
    form.setFields(
      drugFieldErrors(fieldErrors).map(({ field, message }) => ({
        name: field,
        errors: [t(validationMessageKey(message))],
      })),
    );
  };

  const saved = (name: string) => {
    showToast(language, {
      type: 'success',
      key: 'drug-saved',
      title: t(drug ? 'drugs.form.saved' : 'drugs.form.created', { name }),
    });
    // Back to the list the editor came from; a new drug is shown by its name.
    const search = drug && from ? from : `?${new URLSearchParams({ q: name }).toString()}`;
    void navigate(`${listPath}${search}`);
  };

  const submit = async (values: DrugFormValues) => {
    // Valid by now (the rules ran); parsing trims the values the same way the server does.
    const data = toDrugInput(values);
    if (drug) {
      const result = await updateDrug({ id: drug.id, data });
      if (result.error) showServerErrors(result.error);
      else if (result.data) saved(result.data.drugUpdate.tradeName);
    } else {
      const result = await createDrug({ data });
      if (result.error) showServerErrors(result.error);
      else if (result.data) saved(result.data.drugCreate.tradeName);
    }
  };

  const item = (field: DrugField, control: ReactNode, extra?: string) => (
    <Form.Item
      name={field}
      label={t(`drugs.form.fields.${field}`)}
      rules={rules(field)}
      validateDebounce={300}
      required={field === 'tradeName' || field === 'price'}
      // How to type a value is no help to someone who cannot.
      extra={readOnly ? undefined : extra}
    >
      {control}
    </Form.Item>
  );

  const tagsHint = t('drugs.form.hints.tags');
  const sectionClass = `${panelClass()} ${styles.section}`;

  return (
    <AdminPage
      titleId="drug-form-title"
      title={title}
      titleDir="auto"
      before={
        <>
          {contextHolder}
          <BackToList />
        </>
      }
      actions={
        drug &&
        !readOnly && (
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={saving}
            onClick={() => confirmDelete(drug, () => void navigate(`${listPath}${from}`))}
          >
            {t('drugs.list.delete')}
          </Button>
        )
      }
    >
      <AppForm<DrugFormValues>
        form={form}
        name="drug"
        label={t('drugs.form.label')}
        size="middle"
        initialValues={initialValues}
        saving={saving}
        readOnly={readOnly}
        onFinish={submit}
        onValuesChange={(changed: Partial<DrugFormValues>) => {
          if (drug && 'price' in changed && !oldPriceTyped.current) {
            form.setFieldValue('oldPrice', oldPriceForPrice(drug, changed.price ?? null));
          }
        }}
        className={styles.form}
      >
        <fieldset className={sectionClass}>
          <legend className={styles.legend}>{t('drugs.form.sections.names')}</legend>
          <div className={styles.grid}>
            {item(
              'tradeName',
              <Input maxLength={DRUG_TEXT_MAX} dir="ltr" autoComplete="off" aria-required />,
            )}
            {item('arabicName', <Input maxLength={DRUG_TEXT_MAX} dir="rtl" lang="ar" />)}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={styles.legend}>{t('drugs.form.sections.prices')}</legend>
          <div className={styles.grid}>
            {item('price', <PriceInput aria-required />)}
            {item(
              'oldPrice',
              <PriceInput
                onChange={() => {
                  oldPriceTyped.current = true;
                }}
              />,
              drug ? t('drugs.form.hints.oldPrice') : undefined,
            )}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={styles.legend}>{t('drugs.form.sections.composition')}</legend>
          <div className={styles.grid}>
            {item('genericNames', <TagsInput />, tagsHint)}
            {item('companies', <TagsInput />, tagsHint)}
            {item('routes', <TagsInput />, tagsHint)}
            {item('pharmacologicalUses', <TagsInput />, tagsHint)}
            {item('category', <Input maxLength={DRUG_TEXT_MAX} dir="auto" />)}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={styles.legend}>{t('drugs.form.sections.details')}</legend>
          {item(
            'mechanismOfAction',
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 14 }}
              maxLength={DRUG_LONG_TEXT_MAX}
              dir="auto"
            />,
            t('drugs.form.hints.mechanismOfAction'),
          )}
          <div className={styles.grid}>
            {item('barcode', <Input maxLength={64} dir="ltr" inputMode="numeric" />)}
          </div>
        </fieldset>

        {!readOnly && (
          <FormActions>
            <BusyButton
              type="primary"
              htmlType="submit"
              size="large"
              busy={saving}
              icon={<SaveOutlined aria-hidden />}
            >
              {drug ? t('drugs.form.save') : t('drugs.form.create')}
            </BusyButton>
            <ButtonLink to={`${listPath}${from}`} size="large">
              {t('drugs.form.cancel')}
            </ButtonLink>
          </FormActions>
        )}
      </AppForm>

      {drug && <PriceHistory history={history} />}
    </AdminPage>
  );
}
