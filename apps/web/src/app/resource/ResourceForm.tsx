import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { FieldError } from '@dawa/shared/errors';
import { z } from 'zod';
import { validationMessageKey } from '../errors/apiError';
import { AppForm } from '../forms/AppForm';
import { BusyButton } from '../forms/BusyButton';
import { RemoteSearchSelect, type RemoteOption } from './RemoteSearchSelect';
import styles from './ResourceForm.module.css';

/** One field of an entity's create/edit form (ADR 0023), named as the input names it. */
export type ResourceField = { name: string; label: string; disabled?: boolean } & (
  | { kind: 'text' }
  | { kind: 'number' }
  /** `{ en, ar }`: two inputs, each in its own direction. */
  | { kind: 'localized' }
  | { kind: 'switch'; help?: string }
  | { kind: 'select'; options: readonly RemoteOption[] }
  /** A reference to a long list, searched on the server (SPEC §5). */
  | {
      kind: 'remoteSelect';
      search: (query: string) => Promise<readonly RemoteOption[]>;
      initial?: RemoteOption;
    }
);

export type ResourceValues = Record<string, unknown>;

export interface ResourceFormProps {
  /** Prefixes the fields' ids. */
  id: string;
  label: string;
  fields: readonly ResourceField[];
  /** The shared zod schema of the input: each field is checked by its own part of it. */
  schema: z.ZodObject;
  /** Read once: give the form a new `key` to start it again with other values. */
  initialValues: ResourceValues;
  submitLabel: string;
  saving: boolean;
  /** Sends the values; the server's field errors it answers are shown on their fields. */
  onSubmit: (values: ResourceValues) => Promise<readonly FieldError[] | null>;
}

const LANGUAGES = ['en', 'ar'] as const;

/** The part of `schema` at `path` (`['name', 'en']`), through optional and default wrappers. */
function schemaAt(schema: z.ZodType, path: readonly string[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodDefault)
      current = current.unwrap() as z.ZodType;
    current = current instanceof z.ZodObject ? (current.shape[segment] as z.ZodType) : undefined;
  }
  return current;
}

/**
 * The generic create/edit form of the admin resource mechanism (ADR 0023): fields from an
 * entity's definition, checked as they are filled by the shared zod schema the server parses
 * with (messages from the catalogue), the server's field errors on their fields, in the app's
 * one form pattern (`AppForm`).
 */
export function ResourceForm({
  id,
  label,
  fields,
  schema,
  initialValues,
  submitLabel,
  saving,
  onSubmit,
}: ResourceFormProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ResourceValues>();

  const rules = (path: readonly string[]): Rule[] => [
    {
      validator: (_rule, value: unknown) => {
        const part = schemaAt(schema, path);
        const result = part?.safeParse(value ?? '');
        return !result || result.success
          ? Promise.resolve()
          : Promise.reject(
              new Error(t(validationMessageKey(result.error.issues[0]?.message ?? ''))),
            );
      },
    },
  ];

  const submit = async (values: ResourceValues) => {
    const fieldErrors = await onSubmit(values);
    if (!fieldErrors) return;
    const known = new Set(fields.map((field) => field.name));
    form.setFields(
      fieldErrors
        .map((error) => error.path.replace(/^data\./, '').split('.'))
        .flatMap((path, i) =>
          path[0] && known.has(path[0])
            ? [{ name: path, errors: [t(validationMessageKey(fieldErrors[i]?.message ?? ''))] }]
            : [],
        ),
    );
  };

  return (
    <AppForm<ResourceValues>
      form={form}
      name={id}
      label={label}
      size="middle"
      saving={saving}
      initialValues={initialValues}
      onFinish={submit}
    >
      {fields.map((field) => {
        switch (field.kind) {
          case 'localized':
            return (
              <fieldset key={field.name} className={styles.pair} disabled={field.disabled}>
                <legend className={styles.legend}>{field.label}</legend>
                {LANGUAGES.map((language) => (
                  <Form.Item
                    key={language}
                    name={[field.name, language]}
                    label={t(`resource.form.${language}`)}
                    rules={rules([field.name, language])}
                  >
                    <Input
                      dir={language === 'ar' ? 'rtl' : 'ltr'}
                      lang={language}
                      autoComplete="off"
                    />
                  </Form.Item>
                ))}
              </fieldset>
            );
          case 'switch':
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                valuePropName="checked"
                extra={field.help}
              >
                <Switch disabled={field.disabled} />
              </Form.Item>
            );
          default:
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                rules={rules([field.name])}
              >
                {field.kind === 'text' ? (
                  <Input disabled={field.disabled} autoComplete="off" />
                ) : field.kind === 'number' ? (
                  <InputNumber disabled={field.disabled} className={styles.number} />
                ) : field.kind === 'select' ? (
                  <Select
                    disabled={field.disabled}
                    options={[...field.options]}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                ) : (
                  <RemoteSearchSelect
                    disabled={field.disabled}
                    search={field.search}
                    initial={field.initial}
                  />
                )}
              </Form.Item>
            );
        }
      })}
      <BusyButton type="primary" htmlType="submit" busy={saving}>
        {submitLabel}
      </BusyButton>
    </AppForm>
  );
}
