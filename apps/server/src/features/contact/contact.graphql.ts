import { builder } from '../../platform/graphql/builder';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { CONTACT_READERS } from './contact.policy';
import { createContact, listContacts } from './contact.service';
import type { Contact } from './contact.tables';

const ContactRef = builder.objectRef<Contact>('Contact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    message: t.exposeString('message'),
    language: t.exposeString('language'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ContactPageRef = pageRef('Contact', ContactRef);

const ContactInputRef = builder.inputType('ContactInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

/** What the sender gets back: only what they sent, never the stored record. */
const ContactReceiptRef = builder
  .objectRef<Pick<Contact, 'name' | 'email'>>('ContactReceipt')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      email: t.exposeString('email'),
    }),
  });

builder.mutationField('contactCreate', (t) =>
  t.field({
    type: ContactReceiptRef,
    authScopes: { public: true },
    args: { data: t.arg({ type: ContactInputRef, required: true }) },
    resolve: (_root, args, context) => createContact(context.platform, context, args.data),
  }),
);

builder.queryField('contacts', (t) =>
  t.field({
    type: ContactPageRef,
    authScopes: { anyRole: CONTACT_READERS },
    args: pageArgs,
    resolve: (_root, args, context) => listContacts(context.platform, context.viewer, args),
  }),
);
