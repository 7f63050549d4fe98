import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { Button, Descriptions, Drawer } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { AdminSection } from '@dawa/shared/access';
import { can } from '@dawa/shared/access';
import type { FieldError } from '@dawa/shared/errors';
import type { z } from 'zod';
import type { AnyVariables, CombinedError, TypedDocumentNode } from 'urql';
import { toApiError } from '../../../app/errors/apiError';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceForm,
  type ResourceField,
  type ResourceValues,
} from '../../../app/resource/ResourceForm';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import type { TableParams } from '../../../app/resource/tableParams';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminPage } from '../../../app/ui/AdminPage';
import { AdminRowActions } from '../../../app/ui/AdminRowActions';
import { useDeleteConfirmation } from '../../../app/ui/useDeleteConfirmation';
import { knownRoles } from '../adminNav';
import styles from './CommercePage.module.css';

export type CommerceEntity = 'customers' | 'products' | 'orders';

/** What a save or delete answered: an error, or nothing wrong. */
type Answer = { error?: CombinedError };

/** One entity of the admin template: its table, its detail and its form (ADR 0023). */
export interface CommerceDefinition<Row, Data, Variables extends AnyVariables> {
  entity: CommerceEntity;
  section: AdminSection;
  query: TypedDocumentNode<Data, Variables>;
  variablesOf: (params: TableParams) => Variables;
  pick: (data: Data) => { items: readonly Row[]; total: number };
  rowKey: (row: Row) => string;
  /** Names a row in buttons, titles and toasts. */
  nameOf: (row: Row) => string;
  columns: readonly ResourceColumn<Row>[];
  filters: readonly ResourceFilter[];
  /** The detail drawer's lines. */
  details: (row: Row) => readonly { label: string; value: ReactNode }[];
  /** The form's fields; `row` is the edited one, null for a new one. */
  fields: (row: Row | null) => ResourceField[];
  schema: z.ZodObject;
  initialValues: (row: Row | null) => ResourceValues;
  save: (values: ResourceValues, row: Row | null) => Promise<Answer>;
  remove: (row: Row) => Promise<Answer>;
  /** The form's inputs are still busy (photos uploading): saving waits. */
  busy?: boolean;
}

type Open<Row> = { mode: 'create' } | { mode: 'edit' | 'view'; row: Row };

/**
 * `/{lang}/admin/{customers|products|orders}`: the list of one template entity on the resource
 * mechanism, with a drawer for its detail and its create/edit form. A reader gets the list and
 * the detail only; the server refuses writes anyway.
 */
export function CommercePage<Row extends object, Data, Variables extends AnyVariables>({
  roles,
  definition,
}: {
  roles: readonly string[];
  definition: CommerceDefinition<Row, Data, Variables>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const { entity, nameOf } = definition;
  const title = t(`commerce.${entity}.title`);
  useDocumentTitle(title);
  const writer = can(knownRoles(roles), definition.section, 'write');
  const [open, setOpen] = useState<Open<Row> | null>(null);
  const [saving, setSaving] = useState(false);
  const { confirmDelete, contextHolder } = useDeleteConfirmation();

  const params = useTableParams(definition.filters, definition.columns);
  const { result, fetchPage, reload } = useResourceRows(
    definition.query,
    definition.variablesOf,
    definition.pick,
    params,
  );

  const askDelete = (row: Row) => {
    const name = nameOf(row);
    confirmDelete({
      title: t('commerce.confirmDelete', { name }),
      content: t(`commerce.${entity}.deleteText`),
      okText: t('commerce.delete'),
      cancelText: t('commerce.cancel'),
      done: {
        key: `${entity}-deleted-${definition.rowKey(row)}`,
        title: t('commerce.deleted', { name }),
      },
      remove: () => definition.remove(row),
      onDeleted: () => {
        setOpen(null);
        reload();
      },
    });
  };

  const nameColumn: ResourceColumn<Row> = {
    ...definition.columns[0]!,
    render: (row) => (
      <button type="button" className={styles.open} onClick={() => setOpen({ mode: 'view', row })}>
        <bdi>{definition.columns[0]!.render(row)}</bdi>
      </button>
    ),
  };

  const rowActions = (row: Row) => {
    const name = nameOf(row);
    return (
      <AdminRowActions
        onEdit={() => setOpen({ mode: 'edit', row })}
        editLabel={t('commerce.editOf', { name })}
        editTitle={t('commerce.edit')}
        deleteLabel={t('commerce.deleteOf', { name })}
        deleteTitle={t('commerce.delete')}
        onDelete={() => askDelete(row)}
      />
    );
  };

  const edited = open?.mode === 'edit' ? open.row : null;
  const submit = async (values: ResourceValues): Promise<readonly FieldError[] | null> => {
    setSaving(true);
    const answer = await definition.save(values, edited).finally(() => setSaving(false));
    if (answer.error) {
      const apiError = toApiError(answer.error);
      if (apiError.code !== 'VALIDATION') handleError(answer.error);
      return apiError.fieldErrors;
    }
    showToast(language, {
      type: 'success',
      key: `${entity}-saved`,
      title: t(edited ? 'commerce.saved' : 'commerce.created'),
    });
    setOpen(null);
    reload();
    return null;
  };

  const drawerTitle =
    open === null
      ? ''
      : open.mode === 'create'
        ? t(`commerce.${entity}.add`)
        : open.mode === 'edit'
          ? t('commerce.editOf', { name: nameOf(open.row) })
          : nameOf(open.row);

  return (
    <AdminPage
      titleId={`admin-${entity}-title`}
      title={title}
      before={contextHolder}
      actions={
        writer && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setOpen({ mode: 'create' })}
          >
            {t(`commerce.${entity}.add`)}
          </Button>
        )
      }
    >
      <ResourceTable<Row>
        id={`admin-${entity}`}
        label={title}
        rowKey={definition.rowKey}
        columns={[nameColumn, ...definition.columns.slice(1)]}
        filters={definition.filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        rowActions={writer ? rowActions : undefined}
        emptyText={t(`commerce.${entity}.empty`)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={<bdi>{drawerTitle}</bdi>}
        placement={language === 'ar' ? 'left' : 'right'}
        size="default"
        destroyOnHidden
      >
        {open?.mode === 'view' ? (
          <>
            <Descriptions
              column={1}
              size="small"
              items={definition.details(open.row).map((line, index) => ({
                key: index,
                label: line.label,
                children: line.value,
              }))}
            />
            {writer && (
              <div className={styles.detailActions}>
                <Button
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setOpen({ mode: 'edit', row: open.row })}
                >
                  {t('commerce.edit')}
                </Button>
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => askDelete(open.row)}
                >
                  {t('commerce.delete')}
                </Button>
              </div>
            )}
          </>
        ) : (
          open !== null && (
            <ResourceForm
              key={edited ? definition.rowKey(edited) : 'new'}
              id={`admin-${entity}-form`}
              label={drawerTitle}
              fields={definition.fields(edited)}
              schema={definition.schema}
              initialValues={definition.initialValues(edited)}
              submitLabel={t('commerce.save')}
              saving={saving || Boolean(definition.busy)}
              onSubmit={submit}
            />
          )
        )}
      </Drawer>
    </AdminPage>
  );
}

/** The first cell's text, and secondary lines under it. */
export function NameCell({ primary, secondary }: { primary: string; secondary?: string }) {
  return (
    <span className={adminCells.name}>
      <span className={adminCells.primary}>{primary}</span>
      {secondary && <span className={adminCells.secondary}>{secondary}</span>}
    </span>
  );
}
