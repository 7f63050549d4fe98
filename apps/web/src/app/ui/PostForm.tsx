import { Alert } from 'antd';
import { AppForm, type AppFormProps } from '../forms/AppForm';
import { AntdScope } from '../theme/AntdScope';
import styles from './PostForm.module.css';

export interface PostFormProps<Values> extends Omit<
  AppFormProps<Values>,
  'size' | 'onValuesChange'
> {
  /** The monthly limit reached, said above the fields; null otherwise. */
  quotaMessage: string | null;
}

/** The create / edit form of a post: the app's form, with the quota refusal above its fields. */
export function PostForm<Values>({ quotaMessage, children, ...form }: PostFormProps<Values>) {
  return (
    <AntdScope>
      <AppForm<Values> {...form}>
        {quotaMessage !== null && (
          <Alert type="error" showIcon role="alert" className={styles.alert} title={quotaMessage} />
        )}
        {children}
      </AppForm>
    </AntdScope>
  );
}

/**
 * The classes of a post form's layout: `panel` for a form on a page of its own, `row` for fields
 * side by side, `number` for a number box as wide as its column.
 */
export const postFormClasses = {
  panel: styles.panel,
  row: styles.row,
  number: styles.number,
} as const;
