import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { FieldError } from '@dawa/shared/errors';
import { z } from 'zod';
import { validationMessageKey } from '../forms/validationMessageKey';
import { AppForm } from '../forms/AppForm';
import { BusyButton } from '../forms/BusyButton';
import { RemoteSearchSelect, type RemoteOption } from './RemoteSearchSelect';
import styles from './ResourceForm.module.css';

/** One field of an entity's create/edit form (ADR 0023), named as the input names it. */
export type ResourceField = { name: string; label: string; disabled?: boolean } & (
  | { kind: 'text' }
  | { kind: 'textarea' }
  | { kind: 'number' }
  /** `YYYY-MM-DD`, the browser's own date picker. */
  | { kind: 'date' }
  /**
   * `{ en, ar }`: two inputs, each in its own direction and language, side by side when the
   * form is wide enough; `multiline` makes them growing text areas. Each shows its character
   * count when the schema bounds its length.
   */
  | { kind: 'localized'; multiline?: boolean }
  | { kind: 'switch'; help?: string }
  | { kind: 'select'; options: readonly RemoteOption[] }
  /** A reference to a long list, searched on the server (SPEC §5). */
  | {
      kind: 'remoteSelect';
      search: (query: string) => Promise<readonly RemoteOption[]>;
      initial?: RemoteOption | readonly RemoteOption[];
      /** Several references: the value is a list of ids. */
      multiple?: boolean;
    }
  /**
   * An input of a feature's own (a photo field): the form gives it `value` and `onChange` and
   * checks what it holds with the schema, like any field.
   */
  | { kind: 'custom'; input: ReactElement; help?: string }
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
  /** Shown to a reader: every field disabled, no submit button. */
  readOnly?: boolean;
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

/** The length bounds the schema gives a string (`z.string().min().max()`), if any. */
function lengthBounds(part: z.ZodType | undefined): { min: number; max: number | undefined } {
  return part instanceof z.ZodString
    ? { min: part.minLength ?? 0, max: part.maxLength ?? undefined }
    : { min: 0, max: undefined };
}

/**
 * The catalogue message of a value's first problem: a required text left empty, a text out of
 * its length bounds, or the schema's own message key.
 */
function problemOf(
  part: z.ZodType,
  issue: z.core.$ZodIssue | undefined,
  value: unknown,
):
  | { key: 'resource.form.length'; min: number; max: number }
  | { key: ReturnType<typeof validationMessageKey> } {
  const { min, max } = lengthBounds(part);
  if (issue?.code === 'too_small' || issue?.code === 'too_big') {
    if (min > 0 && typeof value === 'string' && value.trim() === '')
      return { key: 'validation.required' };
    if (max !== undefined) return { key: 'resource.form.length', min, max };
  }
  return { key: validationMessageKey(issue?.message ?? '') };
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
  readOnly = false,
  onSubmit,
}: ResourceFormProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ResourceValues>();

  const problemMessage = (...args: Parameters<typeof problemOf>) => {
    const problem = problemOf(...args);
    return problem.key === 'resource.form.length' ? t(problem.key, problem) : t(problem.key);
  };

  const rules = (path: readonly string[]): Rule[] => [
    {
      validator: (_rule, value: unknown) => {
        const part = schemaAt(schema, path);
        const result = part?.safeParse(value ?? '');
        return !part || !result || result.success
          ? Promise.resolve()
          : Promise.reject(new Error(problemMessage(part, result.error.issues[0], value)));
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
      readOnly={readOnly}
      initialValues={initialValues}
      onFinish={submit}
    >
      {fields.map((field) => {
        switch (field.kind) {
          case 'localized':
            return (
              <fieldset key={field.name} className={styles.pair} disabled={field.disabled}>
                <legend className={styles.legend}>{field.label}</legend>
                <div className={styles.languages}>
                  {LANGUAGES.map((language) => {
                    const { max } = lengthBounds(schemaAt(schema, [field.name, language]));
                    const text = {
                      dir: language === 'ar' ? 'rtl' : 'ltr',
                      lang: language,
                      maxLength: max,
                      showCount: max !== undefined,
                    } as const;
                    return (
                      <Form.Item
                        key={language}
                        name={[field.name, language]}
                        label={t(`resource.form.${language}`)}
                        rules={rules([field.name, language])}
                      >
                        {field.multiline ? (
                          <Input.TextArea {...text} autoSize={{ minRows: 4, maxRows: 14 }} />
                        ) : (
                          <Input {...text} autoComplete="off" />
                        )}
                      </Form.Item>
                    );
                  })}
                </div>
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
                extra={field.kind === 'custom' ? field.help : undefined}
              >
                {field.kind === 'custom' ? (
                  field.input
                ) : field.kind === 'text' ? (
                  <Input disabled={field.disabled} autoComplete="off" />
                ) : field.kind === 'textarea' ? (
                  <Input.TextArea disabled={field.disabled} autoSize={{ minRows: 3, maxRows: 8 }} />
                ) : field.kind === 'date' ? (
                  <Input type="date" disabled={field.disabled} className={styles.number} />
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
                    multiple={field.multiple}
                  />
                )}
              </Form.Item>
            );
        }
      })}
      {!readOnly && (
        <BusyButton type="primary" htmlType="submit" busy={saving}>
          {submitLabel}
        </BusyButton>
      )}
    </AppForm>
  );
}
