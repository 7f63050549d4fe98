import { CONTACT_STATUSES } from '@dawa/shared/contact';
import { contactInputSchema } from '@dawa/shared/contactInput';
import type { Language } from '@dawa/shared/language';
import { and, count, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../../platform/graphql/context';
import type { Db } from '../../platform/db/db';
import { isUuid, newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { parseInput, requireAccess } from '../../platform/errors';
import { beforeAfter, type Actor } from '../../platform/events/events';
import {
  paginate,
  TABLE_PAGE_MAX,
  tablePage,
  type PageArgs,
  type TableArgs,
  type TablePage,
} from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import { readSupport } from '../settings/settings.service';
import { CONTACT_RATE_LIMIT } from './contact.policy';
import { contact, type Contact } from './contact.tables';

export interface ContactRequest {
  actor: Actor;
  language: Language;
  ip: string;
}

/** Stores a contact-us message and mails it to support, in one transaction. */
export async function createContact(
  platform: Platform,
  request: ContactRequest,
  input: unknown,
): Promise<Contact> {
  const data = parseInput(contactInputSchema, input);
  await platform.rateLimiter('contactCreate', CONTACT_RATE_LIMIT).consume(request.ip);
  return platform.transact(request.actor, async (tx, record) => {
    const [row] = await tx
      .insert(contact)
      .values({ id: newId(), ...data, language: request.language, ip: request.ip })
      .returning();
    if (!row) throw new Error('contact insert returned no row');
    await platform.outbox.enqueueMail(tx, {
      to: (await readSupport(platform, tx)).email,
      subject: `Contact: ${data.name}`,
      text: [
        `From: ${data.name} <${data.email}>`,
        `Phone: ${data.phone}`,
        `Language: ${request.language}`,
        '',
        data.message,
      ].join('\n'),
    });
    await record({
      entity: 'contact',
      entityId: row.id,
      action: 'create',
      values: { name: data.name, email: data.email },
    });
    return row;
  });
}

export async function listContacts(platform: Platform, viewer: Viewer | null, args: PageArgs) {
  // Contact messages are personal data: only the roles the table lets read them.
  requireAccess(viewer, 'contact', 'read');
  const { db } = platform.database;
  return paginate({
    args,
    defaultSize: 20,
    maxSize: 100,
    columns: { createdAt: contact.createdAt, id: contact.id },
    query: (cursor, order, limit) =>
      db
        .select()
        .from(contact)
        .where(and(cursor))
        .orderBy(...order)
        .limit(limit),
  });
}

const contactFilterSchema = z.object({
  /** Part of the name, e-mail address, phone number or message. */
  search: z.string().trim().max(200).nullish(),
  status: z.enum(CONTACT_STATUSES).nullish(),
});

const CONTACT_SORTS = { createdAt: contact.createdAt, name: contact.name, email: contact.email };

/** The admin list of contact messages (issue #16): numbered pages, newest first by default. */
export async function contactsTable(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<Contact>> {
  requireAccess(viewer, 'contact', 'read');
  const filter = parseInput(contactFilterSchema, filterInput ?? {});
  const { db } = platform.database;
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  const where = and(
    pattern
      ? or(
          ilike(contact.name, pattern),
          ilike(contact.email, pattern),
          ilike(contact.phone, pattern),
          ilike(contact.message, pattern),
        )
      : undefined,
    filter.status === 'unread' ? isNull(contact.readAt) : undefined,
    filter.status === 'read' ? isNotNull(contact.readAt) : undefined,
  );
  return tablePage({
    args,
    sortable: CONTACT_SORTS,
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: contact.id,
    count: async () => {
      const [row] = await db.select({ n: count() }).from(contact).where(where);
      return row?.n ?? 0;
    },
    query: (order, limit, offset) =>
      db
        .select()
        .from(contact)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** The messages nobody has read yet (the admin home's count; callers check access). */
export async function unreadContactCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contact).where(isNull(contact.readAt));
  return row?.n ?? 0;
}

const markReadSchema = z.object({
  ids: z.array(z.string()).min(1).max(TABLE_PAGE_MAX),
  read: z.boolean(),
});

/**
 * Marks messages read (opened, or a bulk action) or unread again, for those who handle them
 * (contact write). Only messages whose state changes are written, each with its event; answers
 * the messages as they are now (unknown ids are left out).
 */
export async function markContactsRead(
  platform: Platform,
  viewer: Viewer | null,
  actor: Actor,
  input: unknown,
): Promise<Contact[]> {
  requireAccess(viewer, 'contact', 'write');
  const { ids, read } = parseInput(markReadSchema, input);
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  return platform.transact(actor, async (tx, record) => {
    const rows = await tx
      .select()
      .from(contact)
      .where(inArray(contact.id, wanted))
      .orderBy(contact.createdAt, contact.id)
      .for('update');
    const changing = rows.filter((row) => (row.readAt === null) === read);
    if (changing.length === 0) return rows;
    const readAt = read ? new Date() : null;
    const updated = await tx
      .update(contact)
      .set({ readAt })
      .where(
        inArray(
          contact.id,
          changing.map((row) => row.id),
        ),
      )
      .returning();
    const now = new Map(updated.map((row) => [row.id, row]));
    await record(
      changing.map((row) => ({
        entity: 'contact',
        entityId: row.id,
        action: read ? 'markRead' : 'markUnread',
        values: beforeAfter(row, now.get(row.id) ?? row, ['readAt']),
      })),
    );
    return rows.map((row) => now.get(row.id) ?? row);
  });
}
