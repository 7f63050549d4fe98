import { contactInputSchema } from '@dawa/shared/contact';
import type { Language } from '@dawa/shared/language';
import { and } from 'drizzle-orm';
import type { Viewer } from '../../platform/graphql/context';
import { newId } from '../../platform/db/ids';
import { parseInput, requireAccess } from '../../platform/errors';
import type { Actor } from '../../platform/events/events';
import { paginate, type PageArgs } from '../../platform/graphql/pagination';
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
