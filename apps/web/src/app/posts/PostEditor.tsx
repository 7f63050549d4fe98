import { createContext, useContext, useState, type ReactNode } from 'react';
import type { FormInstance, FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../i18n/useTranslation';
import { useMutation, type DocumentInput } from 'urql';
import { POST_PAGES, postPath } from '@dawa/shared/postPages';
import type { ValidationKey } from '@dawa/shared/validationMessages';
import { BusyButton } from '../forms/BusyButton';
import { usePostFormError } from '../forms/usePostFormError';
import { useLanguage } from '../i18n/useLanguage';
import { ButtonLink } from '../layout/ButtonLink';
import { FormActions } from '../ui/FormActions';
import { PostForm, postFormClasses } from '../ui/PostForm';
import { PostSaved } from '../ui/PostParts';
import { LISTED_KIND_NAMESPACES, type ListedKind } from './listedKinds';

/** What antd's form holds: a record of the fields' values. */
type FormValues = NonNullable<FormProps['initialValues']>;

/** What the editor needs of a saved post: where to link, which outcome to say. */
interface SavedPost {
  id: string;
  postStatus: string;
}

/**
 * How one kind of post (a job, a facility) is created and edited: its pages (and catalogue),
 * its mutations and the form's mapping to the API's input. Declared once per kind, in its
 * feature (e.g. jobs/jobForm.ts).
 */
export interface PostFormDefinition<
  Values extends FormValues,
  Field extends string,
  Input,
  Item extends SavedPost,
  Created,
  Updated,
> {
  kind: ListedKind;
  create: DocumentInput<Created, { data: Input }>;
  update: DocumentInput<Updated, { id: string; data: Input }>;
  /** The post a create or update answered with. */
  savedOf: (data: Created | Updated) => Item | undefined;
  input: (values: Values) => Input;
  /** A post's values, to edit it; a new post's starting values. */
  values: (post: Item) => Values;
  empty: () => Values;
  /** The first problem per field under the server's rules: what the form shows before sending. */
  errors: (values: Values) => ReadonlyMap<Field, ValidationKey>;
  /** The form field a server error path belongs to. */
  fieldOf: (path: string) => Field | undefined;
  /** A server message as a key under `validation.`. */
  validationKey: (message: string | undefined) => ValidationKey;
  /** The `count` the validation texts count with (the photos' limit), if any. */
  countInMessages?: number;
}

interface PostFieldContext {
  kind: ListedKind;
  rule: (field: string) => Rule[];
}

const FieldContext = createContext<PostFieldContext | null>(null);

/** The kind's texts and the rules of the editor around a shared field block (PostFields.tsx). */
export function usePostField() {
  const context = useContext(FieldContext);
  if (!context) throw new Error('A post field is used outside PostEditor.');
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[context.kind]);
  return { t, rule: context.rule };
}

/** A kind's form: a new post, or the one it edits. */
export interface PostKindFormProps<Item> {
  /** Editing this post; a new one when absent. */
  initial?: Item;
}

export interface PostEditorProps<
  Values extends FormValues,
  Field extends string,
  Input,
  Item extends SavedPost,
  Created,
  Updated,
> {
  definition: PostFormDefinition<Values, Field, Input, Item, Created, Updated>;
  /** The kind's form, made by it so that it can watch its fields. */
  form: FormInstance<Values>;
  /** Editing this post; a new one when absent. */
  initial?: Item;
  /** While set (photos still uploading), the form is not sent and the button says why. */
  busyText?: string;
  /** The kind's fields; `rule` checks one with the server's rules as it is filled. */
  children: (rule: (field: Field) => Rule[]) => ReactNode;
}

/**
 * Create or edit a post of a kind (SPEC §3, §5): every field checked with the server's own
 * rules as it is filled, the server's field errors on their fields, the monthly limit and the
 * "waiting admin approval" outcome said in place; Cancel and the main action under the fields.
 */
export function PostEditor<
  Values extends FormValues,
  Field extends string,
  Input,
  Item extends SavedPost,
  Created,
  Updated,
>({
  definition,
  form,
  initial,
  busyText,
  children,
}: PostEditorProps<Values, Field, Input, Item, Created, Updated>) {
  const { kind } = definition;
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const language = useLanguage();
  const [saved, setSaved] = useState<Item | null>(null);
  const [quota, setQuota] = useState<number | null>(null);
  const [{ fetching: creating }, create] = useMutation(definition.create);
  const [{ fetching: updating }, update] = useMutation(definition.update);
  const postFormError = usePostFormError();
  const saving = creating || updating;
  const pages = POST_PAGES[kind];

  const rule = (field: string): Rule[] => [
    {
      validator: async () => {
        const values = form.getFieldsValue(true) as Values;
        const key = definition.errors(values).get(field as Field);
        if (key) throw new Error(t(`validation.${key}`, { count: definition.countInMessages }));
      },
    },
  ];

  const submit = async (values: Values) => {
    if (busyText) return;
    setQuota(null);
    const data = definition.input({ ...(form.getFieldsValue(true) as Values), ...values });
    const result = initial ? await update({ id: initial.id, data }) : await create({ data });
    if (result.error) {
      setQuota(
        postFormError(result.error, {
          form,
          fieldOf: definition.fieldOf,
          message: (key) => t(`validation.${definition.validationKey(key)}`),
        }),
      );
      return;
    }
    const post = result.data && definition.savedOf(result.data);
    if (post) setSaved(post);
  };

  if (saved) {
    return (
      <PostSaved
        title={saved.postStatus === 'pending' ? t('form.pending') : t('form.saved')}
        mine={{ to: `/${language}/${pages.mine}`, label: t('list.mine') }}
        view={{ to: `/${language}${postPath(kind, saved.id)}`, label: t('form.viewIt') }}
      />
    );
  }

  return (
    <PostForm<Values>
      form={form}
      label={t('form.label')}
      initialValues={initial ? definition.values(initial) : definition.empty()}
      saving={saving}
      onFinish={submit}
      quotaMessage={quota === null ? null : t('form.quota', { limit: quota })}
      className={postFormClasses.panel}
    >
      <FieldContext.Provider value={{ kind, rule }}>{children(rule)}</FieldContext.Provider>
      {/* As every form: Cancel first, the main action at the reading end; both 40 px high. */}
      <FormActions align="end">
        <ButtonLink to={`/${language}/${initial ? pages.mine : pages.list}`}>
          {t('form.cancel')}
        </ButtonLink>
        <BusyButton
          type="primary"
          size="large"
          htmlType="submit"
          busy={saving}
          disabled={busyText !== undefined}
          title={busyText}
        >
          {initial ? t('form.save') : t('form.create')}
        </BusyButton>
      </FormActions>
    </PostForm>
  );
}
