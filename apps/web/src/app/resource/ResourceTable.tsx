import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { Button, Checkbox, Dropdown, Empty, Input, Select, type TableColumnsType } from 'antd';
import type { Breakpoint } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { adminCells } from '../ui/adminCells';
import { AdminTable } from '../ui/AdminTable';
import { LoadError } from '../ui/LoadError';
import { visuallyHidden } from '../ui/visuallyHidden';
import { downloadText, toCsv } from './csv';
import { RemoteSelect, type RemoteOption } from './RemoteSelect';
import {
  readTableParams,
  tableSearch,
  TABLE_PAGE_SIZES,
  withFilter,
  type TableParams,
} from './tableParams';
import styles from './ResourceTable.module.css';

/** One column of an entity's table: how a row shows, and how it reads in the CSV export. */
export interface ResourceColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  csv: (row: Row) => string;
  /** The server sorts by this key (the column's own key). */
  sortable?: boolean;
  /** Left out until chosen in the column chooser. */
  hidden?: boolean;
  /** From this width up only (the chooser still lists it). */
  responsive?: Breakpoint[];
  /** Kept on one line. */
  noWrap?: boolean;
  align?: 'end';
}

/** One filter above the table; each is one URL parameter named by its key. */
export type ResourceFilter =
  | { key: string; kind: 'search'; label: string }
  | { key: string; kind: 'select'; label: string; options: { value: string; label: string }[] }
  | { key: string; kind: 'date'; label: string }
  | {
      key: string;
      kind: 'remote';
      label: string;
      /** The options matching a typed text, from the server (a remote-search select). */
      search: (text: string) => Promise<RemoteOption[]>;
    };

export interface ResourceRows<Row> {
  rows: readonly Row[];
  total: number;
  /** Nothing answered yet, or a new answer is on its way. */
  fetching: boolean;
  failed: boolean;
  retry: () => void;
}

export interface ResourceBulkAction<Row> {
  key: string;
  label: string;
  danger?: boolean;
  run: (rows: Row[]) => Promise<void>;
}

export interface ResourceTableProps<Row> {
  /** Names the table, its CSV file and element ids. */
  id: string;
  label: string;
  rowKey: (row: Row) => string;
  columns: readonly ResourceColumn<Row>[];
  filters: readonly ResourceFilter[];
  params: TableParams;
  result: ResourceRows<Row>;
  /** Reads one page of the rows the filters match, for the export. */
  fetchPage: (params: TableParams) => Promise<{ rows: readonly Row[]; total: number }>;
  /** What may be done to the selected rows; none (a reader) means no selection. */
  bulkActions?: readonly ResourceBulkAction<Row>[];
  /** The last cell of each row (edit, disable…); none for a reader. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Rows can be dragged onto another row's place (an ordered list; a writer only). A mouse
   * shortcut: the row actions give the same moves to the keyboard.
   */
  onReorder?: (dragged: Row, target: Row) => void;
  emptyText: string;
}

/** The table state of the current URL (the table itself changes it). */
export function useTableParams(
  filters: readonly ResourceFilter[],
  columns: readonly ResourceColumn<never>[],
): TableParams {
  const [search] = useSearchParams();
  return readTableParams(
    search,
    filters.map((filter) => filter.key),
    columns.filter((column) => column.sortable).map((column) => column.key),
  );
}

const EXPORT_PAGE = 100;

/**
 * The admin resource mechanism's list (ADR 0023): filters, server-side sort and numbered pages in
 * the URL, a column chooser, CSV export of every filtered row, bulk actions on the selection,
 * and its empty, loading and error states. An entity gives its columns, filters and rows.
 */
export function ResourceTable<Row extends object>({
  id,
  label,
  rowKey,
  columns,
  filters,
  params,
  result,
  fetchPage,
  bulkActions = [],
  rowActions,
  onReorder,
  emptyText,
}: ResourceTableProps<Row>) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [, setSearch] = useSearchParams();
  const setParams = (next: TableParams) => setSearch(new URLSearchParams(tableSearch(next)));
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => !column.hidden).map((column) => column.key)),
  );
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [dragged, setDragged] = useState<Row | null>(null);

  const selectedRows = result.rows.filter((row) => selected.includes(rowKey(row)));

  const tableColumns = useMemo<TableColumnsType<Row>>(() => {
    const visible: TableColumnsType<Row> = columns
      .filter((column) => shown.has(column.key))
      .map((column) => ({
        key: column.key,
        title: column.title,
        responsive: column.responsive,
        align: column.align,
        sorter: column.sortable,
        sortOrder:
          params.sort === column.key ? (params.descending ? 'descend' : 'ascend') : undefined,
        onHeaderCell: column.noWrap ? () => ({ className: adminCells.noWrap }) : undefined,
        render: (_: unknown, row: Row) => column.render(row),
      }));
    if (rowActions)
      visible.push({
        key: 'actions',
        title: <span className={visuallyHidden}>{t('resource.actions')}</span>,
        align: 'end',
        render: (_: unknown, row: Row) => rowActions(row),
      });
    return visible;
  }, [columns, shown, params.sort, params.descending, rowActions, t]);

  const exportCsv = async () => {
    setBusy('export');
    try {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await fetchPage({ ...params, page, pageSize: EXPORT_PAGE });
        rows.push(...answer.rows);
        if (answer.rows.length < EXPORT_PAGE || rows.length >= answer.total) break;
      }
      const exported = columns.filter((column) => shown.has(column.key));
      downloadText(
        toCsv([
          exported.map((column) => column.title),
          ...rows.map((row) => exported.map((column) => column.csv(row))),
        ]),
        `${id}.csv`,
      );
    } catch {
      showToast(language, {
        type: 'error',
        key: `${id}-export`,
        title: t('resource.exportFailed'),
      });
    } finally {
      setBusy(null);
    }
  };

  const runBulk = async (action: ResourceBulkAction<Row>) => {
    setBusy(action.key);
    try {
      await action.run(selectedRows);
      setSelected([]);
    } finally {
      setBusy(null);
    }
  };

  const filterValue = (key: string) => params.filters[key] ?? null;
  const setFilter = (key: string, value: string | null) =>
    setParams(withFilter(params, key, value));

  return (
    <div className={styles.resource}>
      <div className={styles.toolbar} role="search" aria-label={t('resource.filters')}>
        {filters.map((filter) => {
          const fieldId = `${id}-filter-${filter.key}`;
          switch (filter.kind) {
            case 'search':
              return (
                <Input.Search
                  key={`${filter.key}-${filterValue(filter.key) ?? ''}`}
                  id={fieldId}
                  className={styles.search}
                  aria-label={filter.label}
                  placeholder={filter.label}
                  defaultValue={filterValue(filter.key) ?? ''}
                  allowClear
                  onSearch={(value) => setFilter(filter.key, value.trim() || null)}
                />
              );
            case 'select':
              return (
                <Select
                  key={filter.key}
                  id={fieldId}
                  className={styles.select}
                  aria-label={filter.label}
                  placeholder={filter.label}
                  value={filterValue(filter.key)}
                  options={filter.options}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  onChange={(value: string | undefined) => setFilter(filter.key, value ?? null)}
                />
              );
            case 'remote':
              return (
                <RemoteSelect
                  key={filter.key}
                  id={fieldId}
                  className={styles.select}
                  label={filter.label}
                  value={filterValue(filter.key)}
                  search={filter.search}
                  onChange={(value) => setFilter(filter.key, value)}
                />
              );
            case 'date':
              return (
                <label key={filter.key} className={styles.date}>
                  <span>{filter.label}</span>
                  <Input
                    id={fieldId}
                    type="date"
                    value={filterValue(filter.key) ?? ''}
                    onChange={(event) => setFilter(filter.key, event.target.value || null)}
                  />
                </label>
              );
          }
        })}
        <div className={styles.tools}>
          <Dropdown
            trigger={['click']}
            popupRender={() => (
              <div className={styles.chooser} role="group" aria-label={t('resource.columns')}>
                {columns.map((column) => (
                  <Checkbox
                    key={column.key}
                    checked={shown.has(column.key)}
                    onChange={(event) => {
                      const next = new Set(shown);
                      if (event.target.checked) next.add(column.key);
                      else next.delete(column.key);
                      setShown(next);
                    }}
                  >
                    {column.title}
                  </Checkbox>
                ))}
              </div>
            )}
          >
            <Button icon={<SettingOutlined aria-hidden />}>{t('resource.columns')}</Button>
          </Dropdown>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={busy === 'export'}
            disabled={result.total === 0}
            onClick={() => void exportCsv()}
          >
            {t('resource.export')}
          </Button>
        </div>
      </div>
      {bulkActions.length > 0 && selectedRows.length > 0 && (
        <div className={styles.bulk} role="region" aria-label={t('resource.bulk')}>
          <span>{t('resource.selected', { count: selectedRows.length })}</span>
          {bulkActions.map((action) => (
            <Button
              key={action.key}
              danger={action.danger}
              loading={busy === action.key}
              disabled={busy !== null}
              onClick={() => void runBulk(action)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
      {result.failed ? (
        <LoadError
          message={t('resource.loadFailed')}
          action={<Button onClick={result.retry}>{t('resource.retry')}</Button>}
        />
      ) : (
        <AdminTable<Row>
          aria-label={label}
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={[...result.rows]}
          loading={result.fetching}
          onRow={
            onReorder
              ? (row) => ({
                  draggable: true,
                  className: row === dragged ? styles.dragged : undefined,
                  onDragStart: () => setDragged(row),
                  onDragEnd: () => setDragged(null),
                  onDragOver: (event) => event.preventDefault(),
                  onDrop: (event) => {
                    event.preventDefault();
                    if (dragged && dragged !== row) onReorder(dragged, row);
                    setDragged(null);
                  },
                })
              : undefined
          }
          rowSelection={
            bulkActions.length > 0
              ? {
                  selectedRowKeys: [...selected],
                  onChange: (keys) => setSelected(keys.map(String)),
                }
              : undefined
          }
          onChange={(_pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = one?.order ? String(one.columnKey) : null;
            if (key === params.sort && (one?.order === 'descend') === params.descending) return;
            setParams({ ...params, sort: key, descending: one?.order === 'descend', page: 1 });
          }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: result.total,
            pageSizeOptions: TABLE_PAGE_SIZES.map(String),
            showSizeChanger: { 'aria-label': t('resource.pageSize') },
            showTotal: (total) => t('resource.total', { count: total }),
            responsive: true,
            onChange: (page, pageSize) =>
              setParams({ ...params, page: pageSize === params.pageSize ? page : 1, pageSize }),
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={result.fetching ? false : emptyText}
              />
            ),
          }}
        />
      )}
    </div>
  );
}
