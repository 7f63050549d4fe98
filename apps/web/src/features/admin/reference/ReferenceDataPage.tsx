import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useClient, useMutation, useQuery } from 'urql';
import { Button, Drawer, Tag } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { can } from '@dawa/shared/access';
import type { FieldError } from '@dawa/shared/errors';
import {
  DEACTIVATION_CATEGORIES,
  REFERENCE_INPUT_SCHEMAS,
  referenceUpdateSchema,
  type DeactivationCategory,
} from '@dawa/shared/reference';
import { toApiError } from '../../../app/errors/apiError';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceForm,
  type ResourceField,
  type ResourceValues,
} from '../../../app/resource/ResourceForm';
import type { RemoteOption } from '../../../app/resource/RemoteSearchSelect';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import { tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminPage } from '../../../app/ui/AdminPage';
import { useDeleteConfirmation } from '../../../app/ui/useDeleteConfirmation';
import { knownRoles } from '../adminNav';
import {
  ReferenceEntriesQuery,
  ReferenceEntryCreateMutation,
  ReferenceEntryDeleteMutation,
  ReferenceEntryMoveMutation,
  ReferenceEntryUpdateMutation,
  type ReferenceEntryRow,
} from './referenceData.graphql';
import {
  REFERENCE_LIST_DEFINITIONS,
  referenceListAt,
  type ReferenceListDefinition,
} from './referenceLists';
import styles from './ReferenceDataPage.module.css';

/** `/{lang}/admin/reference-data/{list}`: the reference lists, one link each (issue #16 point 4). */
export function ReferenceDataPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  const definition = referenceListAt(useParams().list);
  useDocumentTitle(t('reference.title'));
  if (!definition) return <Navigate to={`../${REFERENCE_LIST_DEFINITIONS[0]!.path}`} replace />;
  return (
    <AdminPage titleId="admin-reference-title" title={t('reference.title')}>
      {/* Links, not tabs: each list has its URL, and a narrow screen scrolls them sideways. */}
      <nav aria-label={t('reference.listsLabel')} className={styles.lists}>
        {REFERENCE_LIST_DEFINITIONS.map((item) => (
          <Link
            key={item.path}
            to={`../${item.path}`}
            className={styles.list}
            aria-current={item === definition ? 'page' : undefined}
          >
            {t(`reference.lists.${item.list}`)}
          </Link>
        ))}
      </nav>
      <ReferenceListTable
        key={definition.list}
        definition={definition}
        writer={can(knownRoles(roles), 'referenceData', 'write')}
      />
    </AdminPage>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; entry: ReferenceEntryRow };

const categoryOf = (value: unknown): DeactivationCategory | undefined =>
  DEACTIVATION_CATEGORIES.find((category) => category === value);

/** Up to this many governorates are offered in the regions' filter (there are 27). */
const CITY_CHOICES = 100;

function ReferenceListTable({
  definition,
  writer,
}: {
  definition: ReferenceListDefinition;
  writer: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const client = useClient();
  const handleError = useApiErrorHandler();
  const { list, parent } = definition;
  const [editing, setEditing] = useState<Editing | null>(null);
  const { confirmDelete, contextHolder } = useDeleteConfirmation();
  const [{ fetching: creating }, create] = useMutation(ReferenceEntryCreateMutation);
  const [{ fetching: updating }, update] = useMutation(ReferenceEntryUpdateMutation);
  const [, move] = useMutation(ReferenceEntryMoveMutation);
  const [, remove] = useMutation(ReferenceEntryDeleteMutation);
  const [cities] = useQuery({
    query: ReferenceEntriesQuery,
    variables: { list: 'city', pageSize: CITY_CHOICES },
    pause: parent !== 'city',
  });

  const other = language === 'ar' ? 'en' : 'ar';
  const nameOf = (entry: { name: { en: string; ar: string } }) => entry.name[language];
  const categoryName = (category: string | null) =>
    category === 'job' || category === 'property' ? t(`reference.categories.${category}`) : '';
  const listName = t(`reference.lists.${list}`);

  const filters: ResourceFilter[] = [
    { key: 'search', kind: 'search', label: t('reference.search') },
  ];
  if (parent === 'city')
    filters.push({
      key: 'cityId',
      kind: 'select',
      label: t('reference.columns.city'),
      options: (cities.data?.referenceEntries.items ?? []).map((city) => ({
        value: city.id,
        label: nameOf(city),
      })),
    });
  if (parent === 'category')
    filters.push({
      key: 'category',
      kind: 'select',
      label: t('reference.columns.category'),
      options: DEACTIVATION_CATEGORIES.map((category) => ({
        value: category,
        label: categoryName(category),
      })),
    });

  const statusName = (entry: ReferenceEntryRow) =>
    t(entry.hidden ? 'reference.hidden' : 'reference.shown');
  const columns: ResourceColumn<ReferenceEntryRow>[] = [
    {
      key: 'index',
      title: t('reference.columns.index'),
      sortable: true,
      noWrap: true,
      render: (entry) => formatNumber(entry.index, language),
      csv: (entry) => String(entry.index),
    },
    {
      key: 'name',
      title: t('reference.columns.name'),
      render: (entry) => (
        <div className={adminCells.name}>
          <span className={adminCells.primary}>
            <bdi>{nameOf(entry)}</bdi>
          </span>
          <span className={adminCells.secondary}>
            <bdi lang={other}>{entry.name[other]}</bdi>
          </span>
        </div>
      ),
      csv: (entry) => `${entry.name.en} / ${entry.name.ar}`,
    },
    ...(parent === 'city'
      ? [
          {
            key: 'city',
            title: t('reference.columns.city'),
            render: (entry: ReferenceEntryRow) => (entry.city ? nameOf(entry.city) : ''),
            csv: (entry: ReferenceEntryRow) => (entry.city ? nameOf(entry.city) : ''),
          },
        ]
      : []),
    ...(parent === 'category'
      ? [
          {
            key: 'category',
            title: t('reference.columns.category'),
            render: (entry: ReferenceEntryRow) => categoryName(entry.category),
            csv: (entry: ReferenceEntryRow) => categoryName(entry.category),
          },
        ]
      : []),
    {
      key: 'status',
      title: t('reference.columns.status'),
      render: (entry) => (
        <Tag className={entry.hidden ? styles.hidden : undefined}>{statusName(entry)}</Tag>
      ),
      csv: statusName,
    },
  ];

  const variablesOf = (params: TableParams) => ({
    list,
    filter: {
      search: params.filters.search,
      cityId: params.filters.cityId,
      category: categoryOf(params.filters.category),
    },
    ...tablePaging(params),
  });
  const params = useTableParams(filters, columns);
  const { result, fetchPage, reload } = useResourceRows(
    ReferenceEntriesQuery,
    variablesOf,
    (data) => data.referenceEntries,
    params,
  );

  const moveTo = async (entry: ReferenceEntryRow, position: number) => {
    const answer = await move({ list, id: entry.id, position });
    if (answer.error) handleError(answer.error);
    else reload();
  };
  const setHidden = async (entry: ReferenceEntryRow, hidden: boolean) => {
    const answer = await update({ list, id: entry.id, data: { hidden } });
    if (answer.error) {
      handleError(answer.error);
      return;
    }
    showToast(language, {
      type: 'success',
      key: `reference-hidden-${entry.id}`,
      title: t(hidden ? 'reference.hiddenDone' : 'reference.shownDone', { name: nameOf(entry) }),
    });
    reload();
  };
  const sameGroup = (a: ReferenceEntryRow, b: ReferenceEntryRow) =>
    a.city?.id === b.city?.id && a.category === b.category;

  const rowActions = (entry: ReferenceEntryRow) => {
    const name = nameOf(entry);
    return (
      <span className={styles.actions}>
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('reference.moveUpOf', { name })}
          title={t('reference.moveUp')}
          disabled={entry.index <= 1}
          onClick={() => void moveTo(entry, entry.index - 1)}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('reference.moveDownOf', { name })}
          title={t('reference.moveDown')}
          onClick={() => void moveTo(entry, entry.index + 1)}
        />
        <Button
          size="small"
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('reference.editOf', { name })}
          title={t('reference.edit')}
          onClick={() => setEditing({ mode: 'edit', entry })}
        />
        <Button
          size="small"
          type="text"
          icon={entry.hidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          aria-label={t(entry.hidden ? 'reference.showOf' : 'reference.hideOf', { name })}
          title={t(entry.hidden ? 'reference.show' : 'reference.hide')}
          onClick={() => void setHidden(entry, !entry.hidden)}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('reference.deleteOf', { name })}
          title={t('reference.delete')}
          onClick={() =>
            confirmDelete({
              title: t('reference.confirmDelete', { name }),
              content: t('reference.confirmDeleteText'),
              okText: t('reference.delete'),
              cancelText: t('reference.cancel'),
              done: {
                key: `reference-deleted-${entry.id}`,
                title: t('reference.deleted', { name }),
              },
              remove: () => remove({ list, id: entry.id }),
              onDeleted: reload,
            })
          }
        />
      </span>
    );
  };

  // The governorates a region can belong to, searched on the server by the string typed.
  const searchCities = async (query: string): Promise<RemoteOption[]> => {
    const answer = await client
      .query(ReferenceEntriesQuery, {
        list: 'city',
        filter: { search: query || undefined },
        pageSize: 20,
      })
      .toPromise();
    if (!answer.data) throw answer.error ?? new Error('no data');
    return answer.data.referenceEntries.items.map((city) => ({
      value: city.id,
      label: nameOf(city),
    }));
  };

  const editedEntry = editing?.mode === 'edit' ? editing.entry : null;
  const fields: ResourceField[] = [
    { kind: 'localized', name: 'name', label: t('reference.columns.name') },
  ];
  if (parent === 'city')
    fields.push({
      kind: 'remoteSelect',
      name: 'cityId',
      label: t('reference.columns.city'),
      search: searchCities,
      initial: editedEntry?.city
        ? { value: editedEntry.city.id, label: nameOf(editedEntry.city) }
        : undefined,
      disabled: Boolean(editedEntry),
    });
  if (parent === 'category')
    fields.push({
      kind: 'select',
      name: 'category',
      label: t('reference.columns.category'),
      options: DEACTIVATION_CATEGORIES.map((category) => ({
        value: category,
        label: categoryName(category),
      })),
      disabled: Boolean(editedEntry),
    });
  fields.push({
    kind: 'switch',
    name: 'hidden',
    label: t('reference.hiddenField'),
    help: t('reference.hiddenHelp'),
  });

  const submit = async (values: ResourceValues): Promise<readonly FieldError[] | null> => {
    const data = {
      name: values.name as { en: string; ar: string },
      hidden: Boolean(values.hidden),
    };
    const answer = editedEntry
      ? await update({ list, id: editedEntry.id, data })
      : await create({
          list,
          data: {
            ...data,
            cityId: typeof values.cityId === 'string' ? values.cityId : undefined,
            category: categoryOf(values.category),
          },
        });
    if (answer.error) {
      const apiError = toApiError(answer.error);
      if (apiError.code !== 'VALIDATION') handleError(answer.error);
      return apiError.fieldErrors;
    }
    showToast(language, {
      type: 'success',
      key: 'reference-saved',
      title: t(editedEntry ? 'reference.saved' : 'reference.created', {
        name: data.name[language],
      }),
    });
    setEditing(null);
    reload();
    return null;
  };

  return (
    <>
      {contextHolder}
      {writer && (
        <div className={styles.toolbar}>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ mode: 'create' })}
          >
            {t('reference.add', { list: listName })}
          </Button>
        </div>
      )}
      <ResourceTable<ReferenceEntryRow>
        id={`reference-${definition.path}`}
        label={listName}
        rowKey={(entry) => entry.id}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        rowActions={writer ? rowActions : undefined}
        onReorder={
          writer
            ? (dragged, target) => {
                if (sameGroup(dragged, target)) void moveTo(dragged, target.index);
              }
            : undefined
        }
        emptyText={t('reference.empty')}
      />
      {writer && (
        <Drawer
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={
            editedEntry
              ? t('reference.editTitle', { name: nameOf(editedEntry) })
              : t('reference.add', { list: listName })
          }
          placement={language === 'ar' ? 'left' : 'right'}
          size="default"
          destroyOnHidden
        >
          <ResourceForm
            key={editedEntry?.id ?? 'new'}
            id={`reference-${list}`}
            label={listName}
            fields={fields}
            schema={editedEntry ? referenceUpdateSchema : REFERENCE_INPUT_SCHEMAS[list]}
            initialValues={
              editedEntry
                ? {
                    name: editedEntry.name,
                    hidden: editedEntry.hidden,
                    cityId: editedEntry.city?.id,
                    category: editedEntry.category,
                  }
                : { name: { en: '', ar: '' }, hidden: false }
            }
            submitLabel={t('reference.save')}
            saving={creating || updating}
            onSubmit={submit}
          />
        </Drawer>
      )}
    </>
  );
}
