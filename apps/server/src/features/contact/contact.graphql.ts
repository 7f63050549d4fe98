import { builder } from '../../platform/graphql/builder';
import { pageArgs, pageRef, tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import { contactsTable, createContact, listContacts, markContactsRead } from './contact.service';
import type { Contact } from './contact.tables';

const ContactRef = builder.objectRef<Contact>('Contact').implement({
  description: 'A message sent through the contact-us form (SPEC §3 Contact).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The message’s id.' }),
    name: t.exposeString('name', { description: 'The sender’s name.' }),
    email: t.exposeString('email', { description: 'The sender’s e-mail address.' }),
    phone: t.exposeString('phone', { description: 'The sender’s phone number (11 digits).' }),
    message: t.exposeString('message', { description: 'What they wrote.' }),
    language: t.exposeString('language', {
      description: 'The site language they wrote from: en or ar.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    readAt: t.expose('readAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When someone who handles the messages opened it or marked it read; null: unread.',
    }),
  }),
});

const ContactTableRef = tablePageRef('Contact', ContactRef);

const ContactPageRef = pageRef('Contact', ContactRef);

const ContactInputRef = builder.inputType('ContactInput', {
  description: 'The contact-us form (SPEC §3, §5); every wrong field is reported (VALIDATION).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The sender’s name, 2–120 characters.' }),
    email: t.string({ required: true, description: 'The sender’s e-mail address.' }),
    phone: t.string({ required: true, description: 'The sender’s phone number: 11 digits.' }),
    message: t.string({ required: true, description: 'The message, 10–5000 characters.' }),
  }),
});

/** What the sender gets back: only what they sent, never the stored record. */
const ContactReceiptRef = builder
  .objectRef<Pick<Contact, 'name' | 'email'>>('ContactReceipt')
  .implement({
    description: 'What the sender gets back: only what they sent, never the stored message.',
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The name sent.' }),
      email: t.exposeString('email', { description: 'The e-mail address sent.' }),
    }),
  });

builder.mutationField('contactCreate', (t) =>
  t.field({
    type: ContactReceiptRef,
    description:
      'Sends a contact-us message: stored and mailed to the support address. Open to everyone; 5 an hour per IP, then RATE_LIMITED.',
    authScopes: { public: true },
    args: { data: t.arg({ type: ContactInputRef, required: true, description: 'The form.' }) },
    resolve: (_root, args, context) => createContact(context.platform, context, args.data),
  }),
);

builder.queryField('contacts', (t) =>
  t.field({
    type: ContactPageRef,
    description:
      'Contact-us messages, newest first, 20 a page (at most 100); owner, editor and viewer only.',
    authScopes: { access: { section: 'contact', level: 'read' } },
    args: pageArgs,
    resolve: (_root, args, context) => listContacts(context.platform, context.viewer, args),
  }),
);

const ContactFilterInputRef = builder.inputType('ContactFilterInput', {
  description: 'The admin list’s filters; each narrows it, none lists every message.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the name, e-mail address, phone number or message.' }),
    status: t.string({ description: '`unread` or `read`.' }),
  }),
});

builder.queryField('contactsTable', (t) =>
  t.field({
    type: ContactTableRef,
    description:
      'The admin list of contact-us messages (owner, editor and viewer): filtered, sorted by ' +
      '`createdAt` (newest first by default), `name` or `email`, in numbered pages.',
    authScopes: { access: { section: 'contact', level: 'read' } },
    args: {
      filter: t.arg({ type: ContactFilterInputRef, description: 'What to narrow the list to.' }),
      ...tableArgs,
    },
    resolve: (_root, args, context) =>
      contactsTable(context.platform, context.viewer, args.filter, args),
  }),
);

builder.mutationField('contactsMarkRead', (t) =>
  t.field({
    type: [ContactRef],
    description:
      'Marks contact messages read (opened, or a bulk action) or unread again; owner and editor. ' +
      'Each message whose state changes records an event. Answers the messages found, as they are now.',
    authScopes: { access: { section: 'contact', level: 'write' } },
    args: {
      ids: t.arg.idList({ required: true, description: 'The messages, 1 to 100.' }),
      read: t.arg.boolean({ required: true, description: 'True: read; false: unread again.' }),
    },
    resolve: (_root, args, context) =>
      markContactsRead(context.platform, context.viewer, context.actor, args),
  }),
);
