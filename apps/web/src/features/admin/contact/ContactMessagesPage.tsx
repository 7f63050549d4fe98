import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Button } from 'antd';
import { can } from '@dawa/shared/access';
import { CONTACT_STATUSES } from '@dawa/shared/contact';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { formatDateTime } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceTable,
  useTableParams,
  type ResourceBulkAction,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import { tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { dateColumn } from '../../../app/resource/dateColumn';
import { ltrColumn } from '../../../app/resource/resourceColumns';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminPage } from '../../../app/ui/AdminPage';
import { knownRoles } from '../adminNav';
import { ContactMessageDrawer } from './ContactMessageDrawer';
import { ContactStatus } from './ContactStatus';
import { contactLanguageName, contactStatusName } from './contactLabels';
import {
  ContactMessagesQuery,
  ContactsMarkReadMutation,
  type ContactRow,
} from './contactMessages.graphql';
import styles from './ContactMessagesPage.module.css';

function variablesOf(params: TableParams) {
  const { filters } = params;
  return {
    filter: { search: filters.search, status: filters.status },
    ...tablePaging(params),
  };
}

export interface ContactMessagesPageProps {
  roles: readonly string[];
}

/**
 * `/{lang}/admin/contact-messages`: the contact-us messages (issue #16) on the admin resource
 * mechanism. Opening an unread one marks it read for those who handle them (contact write);
 * a reader (viewer) opens them without changing anything.
 */
export function ContactMessagesPage({ roles }: ContactMessagesPageProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  useDocumentTitle(t('contact.title'));
  const writer = can(knownRoles(roles), 'contact', 'write');
  const [open, setOpen] = useState<ContactRow | null>(null);
  const [, markRead] = useMutation(ContactsMarkReadMutation);

  const filters: ResourceFilter[] = [
    { key: 'search', kind: 'search', label: t('contact.search') },
    {
      key: 'status',
      kind: 'select',
      label: t('contact.status'),
      options: CONTACT_STATUSES.map((status) => ({
        value: status,
        label: t(`contact.statuses.${status}`),
      })),
    },
  ];

  /** Marks `rows` read or unread; answers how many changed, or null when refused. */
  const mark = async (rows: readonly ContactRow[], read: boolean): Promise<number | null> => {
    const changing = rows.filter((row) => (row.readAt === null) === read);
    if (changing.length === 0) return 0;
    const answer = await markRead({ ids: changing.map((row) => row.id), read });
    if (answer.error) {
      handleError(answer.error);
      return null;
    }
    return changing.length;
  };

  const columns: ResourceColumn<ContactRow>[] = [
    {
      key: 'name',
      title: t('contact.columns.name'),
      sortable: true,
      // The sender opens the message: the one cell every width shows that names it.
      render: (row) => (
        <div className={adminCells.name}>
          <Button
            type="link"
            size="small"
            className={`${styles.open} ${row.readAt ? '' : styles.unread}`}
            aria-haspopup="dialog"
            aria-label={t('contact.open', { name: row.name })}
            onClick={() => void openMessage(row)}
          >
            <bdi>{row.name}</bdi>
          </Button>
          <span className={adminCells.secondary} dir="ltr">
            {row.email}
          </span>
        </div>
      ),
      csv: (row) => row.name,
    },
    {
      key: 'status',
      title: t('contact.columns.status'),
      noWrap: true,
      render: (row) => <ContactStatus row={row} />,
      csv: (row) => contactStatusName(t, row),
    },
    {
      key: 'message',
      title: t('contact.columns.message'),
      responsive: ['md'],
      render: (row) => (
        <span className={styles.preview} dir="auto">
          {row.message}
        </span>
      ),
      csv: (row) => row.message,
    },
    ltrColumn({
      key: 'email',
      title: t('contact.columns.email'),
      sortable: true,
      hidden: true,
      value: (row) => row.email,
    }),
    ltrColumn({
      key: 'phone',
      title: t('contact.columns.phone'),
      hidden: true,
      value: (row) => row.phone,
    }),
    {
      key: 'language',
      title: t('contact.columns.language'),
      hidden: true,
      render: (row) => contactLanguageName(t, row.language),
      csv: (row) => contactLanguageName(t, row.language),
    },
    dateColumn({
      key: 'createdAt',
      title: t('contact.columns.sent'),
      date: (row) => row.createdAt,
      language,
      format: 'dateTime',
    }),
    {
      key: 'readAt',
      title: t('contact.columns.read'),
      hidden: true,
      render: (row) =>
        row.readAt && <time dateTime={row.readAt}>{formatDateTime(row.readAt, language)}</time>,
      csv: (row) => row.readAt ?? '',
    },
  ];

  const params = useTableParams(filters, columns);
  const { result, fetchPage, reload } = useResourceRows(
    ContactMessagesQuery,
    variablesOf,
    (data) => data.contactsTable,
    params,
  );

  async function openMessage(row: ContactRow) {
    setOpen(row);
    if (!writer || row.readAt) return;
    const answer = await markRead({ ids: [row.id], read: true });
    if (answer.error) return handleError(answer.error);
    const now = answer.data?.contactsMarkRead.find((one) => one.id === row.id);
    if (now) setOpen((shown) => (shown?.id === now.id ? now : shown));
    reload();
  }

  const markUnread = async (row: ContactRow) => {
    if ((await mark([row], false)) === null) return;
    showToast(language, { type: 'success', key: `contact-${row.id}`, title: t('contact.marked') });
    setOpen(null);
    reload();
  };

  const bulk = (read: boolean): ResourceBulkAction<ContactRow> => ({
    key: read ? 'markRead' : 'markUnread',
    label: t(read ? 'contact.markReadSelected' : 'contact.markUnreadSelected'),
    run: async (rows) => {
      const changed = await mark(rows, read);
      if (changed === null) return;
      showToast(language, {
        type: 'success',
        key: 'contact-bulk',
        title: t('contact.bulkDone', { count: changed }),
      });
      reload();
    },
  });

  return (
    <AdminPage titleId="admin-contact-title" title={t('contact.title')}>
      <ResourceTable<ContactRow>
        id="contact-messages"
        label={t('contact.label')}
        rowKey={(row) => row.id}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        bulkActions={writer ? [bulk(true), bulk(false)] : []}
        emptyText={t('contact.empty')}
      />
      <ContactMessageDrawer
        row={open}
        onMarkUnread={writer ? (row) => void markUnread(row) : undefined}
        onClose={() => setOpen(null)}
      />
    </AdminPage>
  );
}
