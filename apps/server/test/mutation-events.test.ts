import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { isObjectType, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJob } from '../src/features/importer/importer.tables';
import { event } from '../src/platform/events/event.tables';
import { getSchema } from '../src/platform/graphql/schema';
import { facilityInput, jobInput, pngImage, uploadImage } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';
import { browserSubscription } from './support/webPush';

/**
 * Issue #16 point 2: every mutation of the schema writes an event (the audit log), walked from
 * the schema itself. Each mutation either has a scenario below that changes something through it
 * (and the test checks that the request left an event row), or is listed here with the reason
 * it legitimately records none. A new mutation with neither fails the test.
 */
const WITHOUT_EVENT: Readonly<Record<string, string>> = {
  analyticsTrack:
    'Analytics ingestion: usage telemetry stored in its own table, no record of the product changes.',
  drugSearchHit:
    'A search counter (one row per visitor, drug and day) feeding "most searched", like analytics.',
  prescriptionTypingSet: 'A typing signal published on the bus only; nothing is stored.',
  authSendEmailAddressVerificationEmail:
    'Only sends a link (better-auth keeps its token); the account changes when it is followed.',
  authSendPasswordResetEmail:
    'Only sends a link, and answers the same for unknown addresses; better-auth sets the password when it is followed.',
  authSendPhoneVerificationCode:
    'Only sends an SMS code; proving the number (authVerifyPhoneNumber) is the recorded change.',
};

let server: TestServer;

type Caller = Awaited<ReturnType<TestServer['signIn']>>;
type Variables = Record<string, unknown>;

interface Context {
  owner: Caller;
  /** A fresh signed-in user, so monthly quotas and rate limits do not carry over. */
  user(): Promise<Caller>;
  /** A set-up call: must succeed; its events do not count. Answers the data. */
  setup<T = Record<string, unknown>>(
    query: string,
    variables: Variables,
    as?: Caller,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** The checked call of the scenario's mutation. */
  call(
    query: string,
    variables: Variables,
    as?: Caller,
    headers?: Record<string, string>,
  ): Promise<void>;
  helpers: Helpers;
}

interface Helpers {
  prescription(author: Caller, accepted: boolean): Promise<string>;
  comment(author: Caller, prescriptionId: string): Promise<string>;
  job(author: Caller, accepted: boolean): Promise<string>;
  property(author: Caller, accepted: boolean): Promise<string>;
  drug(): Promise<string>;
  offer(): Promise<string>;
  /** A new workplace of the reference data, used by nothing. */
  workplace(): Promise<string>;
  /** A checked import of one new workplace, not yet imported. */
  importJob(): Promise<string>;
  notification(recipient: Caller): Promise<string>;
  customer(): Promise<string>;
  product(): Promise<string>;
  /** An order of a new customer and product, handled by the owner. */
  order(): Promise<string>;
}

const ID = `{ id }`;
const JOB_EDIT = `mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) ${ID} }`;
const PROPERTY_EDIT = `mutation($id: ID!, $data: PropertyInput!) { propertyUpdate(id: $id, data: $data) ${ID} }`;
const PRESCRIPTION_EDIT = `mutation($id: ID!, $data: PrescriptionUpdateInput!) { prescriptionUpdate(id: $id, data: $data) ${ID} }`;
const DRUG = { tradeName: 'Panadol Extra', price: 42.5, genericNames: ['paracetamol', 'caffeine'] };
const OFFER = {
  title: { en: 'Vitamin C offer', ar: 'عرض فيتامين سي' },
  description: {
    en: 'Twenty percent off every vitamin C pack this week.',
    ar: 'خصم عشرين بالمئة على كل عبوات فيتامين سي هذا الأسبوع.',
  },
};
const CUSTOMER = { name: 'Mona Adel', birthdate: '1990-02-03', gender: 'female' };
const CUSTOMER_CREATE = `mutation($data: CustomerInput!) { customerCreate(data: $data) ${ID} }`;
const PRODUCT = { name: 'Gauze', unitPrice: 12.5 };
const PRODUCT_CREATE = `mutation($data: ProductInput!) { productCreate(data: $data) ${ID} }`;
const ORDER_CREATE = `mutation($data: OrderInput!) { orderCreate(data: $data) ${ID} }`;
const randomPhone = () =>
  `010${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

/** One scenario per mutation that records: it changes something through that mutation. */
const SCENARIOS: Readonly<Record<string, (c: Context) => Promise<void>>> = {
  async authSendWelcomeEmail({ user, call }) {
    const me = await user();
    await call(
      `mutation($email: String!, $name: String!) { authSendWelcomeEmail(email: $email, name: $name) }`,
      { email: me.email, name: 'Mona' },
      me,
    );
  },
  async authUpdateProfile({ user, call }) {
    await call(
      `mutation($p: ProfileInput!) { authUpdateProfile(profile: $p) { id } }`,
      { p: { fullName: 'Mona Adel' } },
      await user(),
    );
  },
  async authVerifyPhoneNumber({ user, setup, call }) {
    const me = await user();
    const phone = randomPhone();
    await setup(
      `mutation($p: ProfileInput!) { authUpdateProfile(profile: $p) { id } }`,
      {
        p: { phoneNumber: phone },
      },
      me,
    );
    await setup(`mutation { authSendPhoneVerificationCode }`, {}, me);
    const mailbox = await fetch(`${server.url}/dev/mailbox.json?to=${phone}`);
    const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
    const code = messages[0]?.text.match(/\d{6}/)?.[0];
    await call(
      `mutation($code: String!) { authVerifyPhoneNumber(code: $code) { id } }`,
      { code },
      me,
    );
  },
  async contactCreate({ call }) {
    await call(`mutation($data: ContactInput!) { contactCreate(data: $data) { name } }`, {
      data: {
        name: 'Salma Nabil',
        email: 'salma@example.com',
        phone: '01012345678',
        message: 'I would like to list my pharmacy on Dawa.',
      },
    });
  },
  async contactsMarkRead({ owner, setup, call }) {
    await setup(
      `mutation($data: ContactInput!) { contactCreate(data: $data) { name } }`,
      {
        data: {
          name: 'Omar Adel',
          email: 'omar@example.com',
          phone: '01012345679',
          message: 'Please call me back about an order.',
        },
      },
      undefined,
      { 'x-forwarded-for': '10.9.0.1' },
    );
    const { contactsTable } = await setup<{ contactsTable: { items: { id: string }[] } }>(
      `query { contactsTable(filter: { status: "unread" }) { items { id } } }`,
      {},
      owner,
    );
    await call(
      `mutation($ids: [ID!]!) { contactsMarkRead(ids: $ids, read: true) { id } }`,
      { ids: contactsTable.items.map((row) => row.id) },
      owner,
    );
  },
  async deleteUserFromAuthTable({ owner, user, call }) {
    await call(
      `mutation($uid: String!) { deleteUserFromAuthTable(uid: $uid) }`,
      {
        uid: (await user()).userId,
      },
      owner,
    );
  },
  async userInvite({ owner, call }) {
    await call(
      `mutation($email: String!) { userInvite(email: $email, fullName: "Hany Said", roles: ["orderViewer"]) { id } }`,
      { email: `invited-${randomUUID()}@example.com` },
      owner,
    );
  },
  async userRolesSet({ owner, user, call }) {
    await call(
      `mutation($id: String!) { userRolesSet(userId: $id, roles: ["auditLogViewer"]) { id } }`,
      { id: (await user()).userId },
      owner,
    );
  },
  async userDisable({ owner, user, call }) {
    await call(
      `mutation($id: String!) { userDisable(userId: $id, disabled: true) { id } }`,
      {
        id: (await user()).userId,
      },
      owner,
    );
  },
  async deviceRemove({ user, setup, call }) {
    const me = await user();
    const data = await setup<{ devices: { id: string }[] }>(`{ devices { id } }`, {}, me, {
      'device-tokens': `web=${randomUUID()}`,
    });
    await call(
      `mutation($id: ID!) { deviceRemove(id: $id) { id } }`,
      { id: data.devices[0]?.id },
      me,
    );
  },
  async notificationPushSubscribe({ user, call }) {
    await call(
      `mutation($s: PushSubscriptionInput!) { notificationPushSubscribe(subscription: $s) }`,
      { s: browserSubscription('http://127.0.0.1:9/push/events').subscription },
      await user(),
      { 'device-tokens': `web=${randomUUID()}` },
    );
  },
  async notificationPushUnsubscribe({ user, setup, call }) {
    const me = await user();
    const headers = { 'device-tokens': `web=${randomUUID()}` };
    await setup(
      `mutation($s: PushSubscriptionInput!) { notificationPushSubscribe(subscription: $s) }`,
      { s: browserSubscription('http://127.0.0.1:9/push/events').subscription },
      me,
      headers,
    );
    await call(`mutation { notificationPushUnsubscribe }`, {}, me, headers);
  },
  async drugFollow({ user, call, helpers }) {
    await call(
      `mutation($id: ID!) { drugFollow(id: $id) }`,
      { id: await helpers.drug() },
      await user(),
    );
  },
  async drugUnfollow({ user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.drug();
    await setup(`mutation($id: ID!) { drugFollow(id: $id) }`, { id }, me);
    await call(`mutation($id: ID!) { drugUnfollow(id: $id) }`, { id }, me);
  },
  async settingsThemeUpdate({ owner, call }) {
    await call(`mutation { settingsThemeUpdate(theme: "purple") { theme } }`, {}, owner);
  },
  async settingsQuotasUpdate({ owner, call }) {
    // High, so that the other scenarios' posts stay within the monthly limits.
    await call(
      `mutation { settingsQuotasUpdate(data: { prescription: 900, job: 900, facility: 900 }) { theme } }`,
      {},
      owner,
    );
  },
  async settingsSupportUpdate({ owner, call }) {
    const page = (name: string) => `https://example.com/${name}`;
    await call(
      `mutation($data: SettingsSupportInput!) { settingsSupportUpdate(data: $data) { theme } }`,
      {
        data: {
          email: 'help@dawa.example',
          companyEn: 'Dawa',
          companyAr: 'دواء',
          facebookUrl: page('facebook'),
          twitterUrl: page('twitter'),
          linkedinUrl: page('linkedin'),
          instagramUrl: page('instagram'),
          appStoreUrl: page('app-store'),
          googlePlayUrl: page('google-play'),
        },
      },
      owner,
    );
  },
  async referenceEntryCreate({ owner, call }) {
    await call(
      `mutation($data: ReferenceEntryInput!) { referenceEntryCreate(list: workplace, data: $data) ${ID} }`,
      { data: { name: { en: `Clinic ${randomUUID()}`, ar: 'عيادة' }, hidden: false } },
      owner,
    );
  },
  async referenceEntryUpdate({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { referenceEntryUpdate(list: workplace, id: $id, data: { hidden: true }) ${ID} }`,
      { id: await helpers.workplace() },
      owner,
    );
  },
  async referenceEntryMove({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { referenceEntryMove(list: workplace, id: $id, position: 1) ${ID} }`,
      { id: await helpers.workplace() },
      owner,
    );
  },
  async referenceEntryDelete({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { referenceEntryDelete(list: workplace, id: $id) }`,
      { id: await helpers.workplace() },
      owner,
    );
  },
  async importComplete({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { importComplete(id: $id) ${ID} }`,
      { id: await helpers.importJob() },
      owner,
    );
  },
  async importDiscard({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { importDiscard(id: $id) ${ID} }`,
      { id: await helpers.importJob() },
      owner,
    );
  },
  async importPause({ owner, call, helpers }) {
    const id = await helpers.importJob();
    // As if another server were running it: its lease is held, so this one does not take it.
    await server.app.platform.database.db
      .update(importJob)
      .set({ status: 'running', runner: 'elsewhere', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(importJob.id, id));
    await call(`mutation($id: ID!) { importPause(id: $id) ${ID} }`, { id }, owner);
  },
  async drugCreate({ owner, call }) {
    await call(
      `mutation($data: DrugInput!) { drugCreate(data: $data) ${ID} }`,
      { data: DRUG },
      owner,
    );
  },
  async drugUpdate({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) ${ID} }`,
      {
        id: await helpers.drug(),
        data: { ...DRUG, price: 45 },
      },
      owner,
    );
  },
  async drugDelete({ owner, call, helpers }) {
    await call(`mutation($id: ID!) { drugDelete(id: $id) }`, { id: await helpers.drug() }, owner);
  },
  async offerCreate({ owner, call }) {
    await call(
      `mutation($data: OfferInput!) { offerCreate(data: $data) ${ID} }`,
      { data: OFFER },
      owner,
    );
  },
  async offerUpdate({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!, $data: OfferUpdateInput!) { offerUpdate(id: $id, data: $data) ${ID} }`,
      {
        id: await helpers.offer(),
        data: { title: { en: 'Vitamin D offer', ar: 'عرض فيتامين د' } },
      },
      owner,
    );
  },
  async offerDelete({ owner, call, helpers }) {
    await call(`mutation($id: ID!) { offerDelete(id: $id) }`, { id: await helpers.offer() }, owner);
  },
  async customerCreate({ owner, call }) {
    await call(CUSTOMER_CREATE, { data: CUSTOMER }, owner);
  },
  async customerUpdate({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!, $data: CustomerInput!) { customerUpdate(id: $id, data: $data) ${ID} }`,
      { id: await helpers.customer(), data: { ...CUSTOMER, name: 'Mona Adel Fahmy' } },
      owner,
    );
  },
  async customerDelete({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { customerDelete(id: $id) }`,
      { id: await helpers.customer() },
      owner,
    );
  },
  async productCreate({ owner, call }) {
    const photo = await uploadImage(server, owner, await pngImage(40, 40), 'product');
    await call(PRODUCT_CREATE, { data: { ...PRODUCT, photoUploadIds: [photo] } }, owner);
  },
  async productUpdate({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!, $data: ProductInput!) { productUpdate(id: $id, data: $data) ${ID} }`,
      { id: await helpers.product(), data: { ...PRODUCT, unitPrice: 13 } },
      owner,
    );
  },
  async productDelete({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!) { productDelete(id: $id) }`,
      { id: await helpers.product() },
      owner,
    );
  },
  async orderCreate({ owner, call, helpers }) {
    const attachment = await uploadImage(server, owner, await pngImage(40, 40), 'order');
    await call(
      ORDER_CREATE,
      {
        data: {
          customerId: await helpers.customer(),
          productIds: [await helpers.product()],
          employeeId: owner.userId,
          attachmentUploadIds: [attachment],
        },
      },
      owner,
    );
  },
  async orderUpdate({ owner, call, helpers }) {
    await call(
      `mutation($id: ID!, $data: OrderInput!) { orderUpdate(id: $id, data: $data) ${ID} }`,
      {
        id: await helpers.order(),
        data: {
          customerId: await helpers.customer(),
          productIds: [await helpers.product()],
          employeeId: owner.userId,
          delivered: true,
        },
      },
      owner,
    );
  },
  async orderDelete({ owner, call, helpers }) {
    await call(`mutation($id: ID!) { orderDelete(id: $id) }`, { id: await helpers.order() }, owner);
  },
  async offerSubscriptionSet({ user, call }) {
    await call(`mutation { offerSubscriptionSet(subscribed: false) }`, {}, await user());
  },
  async notificationCreate({ owner, user, call }) {
    await call(
      `mutation($ids: [ID!]) { notificationCreate(data: { type: offer, userIds: $ids }) }`,
      { ids: [(await user()).userId] },
      owner,
    );
  },
  async notificationSend({ owner, user, call }) {
    await call(
      `mutation($ids: [ID!]) { notificationSend(data: { type: offer, userIds: $ids }) }`,
      { ids: [(await user()).userId] },
      owner,
    );
  },
  async notificationUpdate({ user, call, helpers }) {
    const me = await user();
    await call(
      `mutation($userId: ID!, $id: ID!) { notificationUpdate(userId: $userId, id: $id, data: { status: read }) ${ID} }`,
      { userId: me.userId, id: await helpers.notification(me) },
      me,
    );
  },
  async notificationMarkAllRead({ user, call, helpers }) {
    const me = await user();
    await helpers.notification(me);
    await call(`mutation { notificationMarkAllRead }`, {}, me);
  },
  async prescriptionCreate({ user, call }) {
    const me = await user();
    const imageUploadId = await uploadImage(server, me, await pngImage(40, 40));
    await call(
      `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) ${ID} }`,
      {
        data: {
          title: 'Persistent cough',
          description: 'Adult, dry cough for two weeks.',
          imageUploadId,
        },
      },
      me,
    );
  },
  async prescriptionUpdate({ user, call, helpers }) {
    const me = await user();
    await call(
      PRESCRIPTION_EDIT,
      {
        id: await helpers.prescription(me, false),
        data: { title: 'Persistent dry cough' },
      },
      me,
    );
  },
  async prescriptionAccept({ owner, user, call, helpers }) {
    await call(
      `mutation($id: ID!) { prescriptionAccept(id: $id) ${ID} }`,
      {
        id: await helpers.prescription(await user(), false),
      },
      owner,
    );
  },
  async prescriptionDelete({ owner, user, call, helpers }) {
    await call(
      `mutation($id: ID!) { prescriptionDelete(id: $id, reason: "Not a prescription") ${ID} }`,
      { id: await helpers.prescription(await user(), true) },
      owner,
    );
  },
  async prescriptionDestroy({ user, call, helpers }) {
    const me = await user();
    await call(
      `mutation($id: ID!) { prescriptionDestroy(id: $id) }`,
      {
        id: await helpers.prescription(me, true),
      },
      me,
    );
  },
  async prescriptionEditAccept({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.prescription(me, true);
    await setup(PRESCRIPTION_EDIT, { id, data: { title: 'Persistent dry cough' } }, me);
    await call(`mutation($id: ID!) { prescriptionEditAccept(id: $id) ${ID} }`, { id }, owner);
  },
  async prescriptionEditReject({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.prescription(me, true);
    await setup(PRESCRIPTION_EDIT, { id, data: { title: 'Persistent dry cough' } }, me);
    await call(
      `mutation($id: ID!) { prescriptionEditReject(id: $id, reason: "Unreadable photo") ${ID} }`,
      { id },
      owner,
    );
  },
  async commentCreate({ user, call, helpers }) {
    const me = await user();
    await call(
      `mutation($id: ID!) { commentCreate(id: $id, data: { comment: "Try honey and warm water." }) ${ID} }`,
      { id: await helpers.prescription(me, true) },
      me,
    );
  },
  async commentUpdate({ user, call, helpers }) {
    const me = await user();
    const prescriptionId = await helpers.prescription(me, true);
    await call(
      `mutation($p: ID!, $c: ID!) { commentUpdate(prescriptionId: $p, commentId: $c, data: { comment: "Honey, warm water and rest." }) ${ID} }`,
      { p: prescriptionId, c: await helpers.comment(me, prescriptionId) },
      me,
    );
  },
  async commentDestroy({ user, call, helpers }) {
    const me = await user();
    const prescriptionId = await helpers.prescription(me, true);
    await call(
      `mutation($p: ID!, $ids: [ID!]!) { commentDestroy(prescId: $p, ids: $ids) }`,
      {
        p: prescriptionId,
        ids: [await helpers.comment(me, prescriptionId)],
      },
      me,
    );
  },
  async jobCreate({ user, call }) {
    await call(
      `mutation($data: JobInput!) { jobCreate(data: $data) ${ID} }`,
      { data: jobInput() },
      await user(),
    );
  },
  async jobUpdate({ user, call, helpers }) {
    const me = await user();
    await call(
      JOB_EDIT,
      { id: await helpers.job(me, false), data: jobInput({ name: 'Pharmacist, weekends' }) },
      me,
    );
  },
  async jobAccept({ owner, user, call, helpers }) {
    await call(
      `mutation($id: ID!) { jobAccept(id: $id) ${ID} }`,
      {
        id: await helpers.job(await user(), false),
      },
      owner,
    );
  },
  async jobDelete({ owner, user, call, helpers }) {
    await call(
      `mutation($id: ID!) { jobDelete(id: $id, reasonId: "job.duplicate") ${ID} }`,
      {
        id: await helpers.job(await user(), true),
      },
      owner,
    );
  },
  async jobActivate({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.job(me, true);
    await setup(
      `mutation($id: ID!) { jobDelete(id: $id, reasonId: "job.duplicate") ${ID} }`,
      { id },
      owner,
    );
    await call(
      `mutation($id: ID!, $runUntil: String!) { jobActivate(id: $id, runUntil: $runUntil) ${ID} }`,
      {
        id,
        runUntil: jobInput().runUntil,
      },
      me,
    );
  },
  async jobDestroy({ user, call, helpers }) {
    const me = await user();
    await call(
      `mutation($id: ID!) { jobDestroy(id: $id) }`,
      { id: await helpers.job(me, true) },
      me,
    );
  },
  async jobHiredSet({ user, call, helpers }) {
    const me = await user();
    await call(
      `mutation($id: ID!) { jobHiredSet(id: $id, hired: true) ${ID} }`,
      {
        id: await helpers.job(me, true),
      },
      me,
    );
  },
  async jobEditAccept({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.job(me, true);
    await setup(JOB_EDIT, { id, data: jobInput({ name: 'Pharmacist, weekends' }) }, me);
    await call(`mutation($id: ID!) { jobEditAccept(id: $id) ${ID} }`, { id }, owner);
  },
  async jobEditReject({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.job(me, true);
    await setup(JOB_EDIT, { id, data: jobInput({ name: 'Pharmacist, weekends' }) }, me);
    await call(
      `mutation($id: ID!) { jobEditReject(id: $id, reasonId: "job.duplicate") ${ID} }`,
      { id },
      owner,
    );
  },
  async jobAlertCreate({ user, call }) {
    await call(`mutation { jobAlertCreate(filter: { cityId: "giza" }) ${ID} }`, {}, await user());
  },
  async jobAlertDelete({ user, setup, call }) {
    const me = await user();
    const saved = await setup<{ jobAlertCreate: { id: string } }>(
      `mutation { jobAlertCreate(filter: { cityId: "giza" }) ${ID} }`,
      {},
      me,
    );
    await call(
      `mutation($id: ID!) { jobAlertDelete(id: $id) }`,
      { id: saved.jobAlertCreate.id },
      me,
    );
  },
  async propertyCreate({ user, call }) {
    await call(
      `mutation($data: PropertyInput!) { propertyCreate(data: $data) ${ID} }`,
      {
        data: facilityInput(),
      },
      await user(),
    );
  },
  async propertyUpdate({ user, call, helpers }) {
    const me = await user();
    await call(
      PROPERTY_EDIT,
      {
        id: await helpers.property(me, false),
        data: facilityInput({ name: 'Pharmacy for rent in Dokki' }),
      },
      me,
    );
  },
  async propertyAccept({ owner, user, call, helpers }) {
    await call(
      `mutation($id: ID!) { propertyAccept(id: $id) ${ID} }`,
      {
        id: await helpers.property(await user(), false),
      },
      owner,
    );
  },
  async propertyDelete({ owner, user, call, helpers }) {
    await call(
      `mutation($id: ID!) { propertyDelete(id: $id, reasonId: "property.sold") ${ID} }`,
      {
        id: await helpers.property(await user(), true),
      },
      owner,
    );
  },
  async propertyActivate({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.property(me, true);
    await setup(
      `mutation($id: ID!) { propertyDelete(id: $id, reasonId: "property.sold") ${ID} }`,
      { id },
      owner,
    );
    await call(`mutation($id: ID!) { propertyActivate(id: $id) ${ID} }`, { id }, me);
  },
  async propertyDestroy({ user, call, helpers }) {
    const me = await user();
    await call(
      `mutation($id: ID!) { propertyDestroy(id: $id) }`,
      { id: await helpers.property(me, true) },
      me,
    );
  },
  async propertyEditAccept({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.property(me, true);
    await setup(
      PROPERTY_EDIT,
      { id, data: facilityInput({ name: 'Pharmacy for rent in Dokki' }) },
      me,
    );
    await call(`mutation($id: ID!) { propertyEditAccept(id: $id) ${ID} }`, { id }, owner);
  },
  async propertyEditReject({ owner, user, setup, call, helpers }) {
    const me = await user();
    const id = await helpers.property(me, true);
    await setup(
      PROPERTY_EDIT,
      { id, data: facilityInput({ name: 'Pharmacy for rent in Dokki' }) },
      me,
    );
    await call(
      `mutation($id: ID!) { propertyEditReject(id: $id, reasonId: "property.sold") ${ID} }`,
      { id },
      owner,
    );
  },
  async propertyAlertCreate({ user, call }) {
    await call(
      `mutation { propertyAlertCreate(filter: { cityId: "giza" }) ${ID} }`,
      {},
      await user(),
    );
  },
  async propertyAlertDelete({ user, setup, call }) {
    const me = await user();
    const saved = await setup<{ propertyAlertCreate: { id: string } }>(
      `mutation { propertyAlertCreate(filter: { cityId: "giza" }) ${ID} }`,
      {},
      me,
    );
    await call(
      `mutation($id: ID!) { propertyAlertDelete(id: $id) }`,
      {
        id: saved.propertyAlertCreate.id,
      },
      me,
    );
  },
};

/** The mutation fields of the schema, by name. */
function schemaMutations(): string[] {
  const root = getSchema().getMutationType();
  if (!root || !isObjectType(root)) return [];
  return Object.keys(root.getFields()).sort();
}

/** The one root field a mutation document calls. */
function calledField(query: string): string | undefined {
  const operation = parse(query).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [first, ...rest] = operation?.selectionSet.selections ?? [];
  return first?.kind === Kind.FIELD && rest.length === 0 ? first.name.value : undefined;
}

describe('every mutation writes an event (issue #16 point 2)', () => {
  let owner: Caller;
  let ip = 0;
  const headersOf = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': `10.77.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
    owner = await server.signIn({ roles: ['owner'] });
  });
  afterAll(() => server.close());

  const setup: Context['setup'] = async <T>(
    query: string,
    variables: Variables,
    as?: Caller,
    headers?: Record<string, string>,
  ) => {
    const answer = await server.graphql<T>(query, variables, {
      ...(as ? { cookie: as.cookie } : {}),
      headers: headersOf(headers),
    });
    expect(answer.errors, query).toBeUndefined();
    return answer.data as T;
  };

  const helpers: Helpers = {
    async prescription(author, accepted) {
      const imageUploadId = await uploadImage(server, author, await pngImage(40, 40));
      const created = await setup<{ prescriptionCreate: { id: string } }>(
        `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) ${ID} }`,
        {
          data: {
            title: 'Persistent cough',
            description: 'Adult, dry cough for two weeks.',
            imageUploadId,
          },
        },
        author,
      );
      const id = created.prescriptionCreate.id;
      if (accepted)
        await setup(`mutation($id: ID!) { prescriptionAccept(id: $id) ${ID} }`, { id }, owner);
      return id;
    },
    async comment(author, prescriptionId) {
      const created = await setup<{ commentCreate: { id: string } }>(
        `mutation($id: ID!) { commentCreate(id: $id, data: { comment: "Try honey and warm water." }) ${ID} }`,
        { id: prescriptionId },
        author,
      );
      return created.commentCreate.id;
    },
    async job(author, accepted) {
      const created = await setup<{ jobCreate: { id: string } }>(
        `mutation($data: JobInput!) { jobCreate(data: $data) ${ID} }`,
        { data: jobInput() },
        author,
      );
      const id = created.jobCreate.id;
      if (accepted) await setup(`mutation($id: ID!) { jobAccept(id: $id) ${ID} }`, { id }, owner);
      return id;
    },
    async property(author, accepted) {
      const created = await setup<{ propertyCreate: { id: string } }>(
        `mutation($data: PropertyInput!) { propertyCreate(data: $data) ${ID} }`,
        { data: facilityInput() },
        author,
      );
      const id = created.propertyCreate.id;
      if (accepted)
        await setup(`mutation($id: ID!) { propertyAccept(id: $id) ${ID} }`, { id }, owner);
      return id;
    },
    async drug() {
      const created = await setup<{ drugCreate: { id: string } }>(
        `mutation($data: DrugInput!) { drugCreate(data: $data) ${ID} }`,
        { data: DRUG },
        owner,
      );
      return created.drugCreate.id;
    },
    async offer() {
      const created = await setup<{ offerCreate: { id: string } }>(
        `mutation($data: OfferInput!) { offerCreate(data: $data) ${ID} }`,
        { data: OFFER },
        owner,
      );
      return created.offerCreate.id;
    },
    async customer() {
      const created = await setup<{ customerCreate: { id: string } }>(
        CUSTOMER_CREATE,
        { data: CUSTOMER },
        owner,
      );
      return created.customerCreate.id;
    },
    async product() {
      const created = await setup<{ productCreate: { id: string } }>(
        PRODUCT_CREATE,
        { data: PRODUCT },
        owner,
      );
      return created.productCreate.id;
    },
    async order() {
      const created = await setup<{ orderCreate: { id: string } }>(
        ORDER_CREATE,
        {
          data: {
            customerId: await helpers.customer(),
            productIds: [await helpers.product()],
            employeeId: owner.userId,
          },
        },
        owner,
      );
      return created.orderCreate.id;
    },
    async workplace() {
      const created = await setup<{ referenceEntryCreate: { id: string } }>(
        `mutation($data: ReferenceEntryInput!) { referenceEntryCreate(list: workplace, data: $data) ${ID} }`,
        { data: { name: { en: `Lab ${randomUUID()}`, ar: 'معمل' }, hidden: false } },
        owner,
      );
      return created.referenceEntryCreate.id;
    },
    async importJob() {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRow(['name_en', 'name_ar']);
      sheet.addRow([`Warehouse ${randomUUID()}`, 'مخزن']);
      const response = await fetch(`${server.url}/api/import/workplaces`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': 'workplaces.xlsx',
          cookie: owner.cookie,
        },
        body: new Uint8Array(await workbook.xlsx.writeBuffer()),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { jobId: string }).jobId;
    },
    async notification(recipient) {
      await setup(
        `mutation($ids: [ID!]) { notificationCreate(data: { type: offer, userIds: $ids }) }`,
        { ids: [recipient.userId] },
        owner,
      );
      const list = await setup<{ notifications: { items: { id: string }[] } }>(
        `{ notifications(first: 1) { items { id } } }`,
        {},
        recipient,
      );
      const id = list.notifications.items[0]?.id;
      if (!id) throw new Error('no notification');
      return id;
    },
  };

  it('has a scenario or a reason for every mutation, and none for a mutation that is gone', () => {
    const mutations = schemaMutations();
    expect(mutations.length).toBeGreaterThan(50);
    const unaccounted = mutations.filter((name) => !SCENARIOS[name] && !WITHOUT_EVENT[name]);
    expect(unaccounted, 'add a scenario to SCENARIOS, or a reason to WITHOUT_EVENT').toEqual([]);
    const both = mutations.filter((name) => SCENARIOS[name] && WITHOUT_EVENT[name]);
    expect(both).toEqual([]);
    const stale = [...Object.keys(SCENARIOS), ...Object.keys(WITHOUT_EVENT)].filter(
      (name) => !mutations.includes(name),
    );
    expect(stale).toEqual([]);
  });

  for (const name of schemaMutations().filter((mutation) => !WITHOUT_EVENT[mutation]))
    it(`${name} records its change in the event table`, async () => {
      const scenario = SCENARIOS[name];
      if (!scenario) throw new Error(`${name} has neither a scenario nor a reason`);
      const requestIds: string[] = [];
      const call: Context['call'] = async (query, variables, as, headers) => {
        expect(calledField(query), 'the checked call must call the scenario’s mutation').toBe(name);
        const requestId = `mutation-events-${randomUUID()}`;
        requestIds.push(requestId);
        const answer = await server.graphql(query, variables, {
          ...(as ? { cookie: as.cookie } : {}),
          headers: headersOf({ ...headers, 'x-request-id': requestId }),
        });
        expect(answer.errors, name).toBeUndefined();
      };
      await scenario({
        owner,
        user: () => server.signIn({ ip: headersOf()['x-forwarded-for'] }),
        setup,
        call,
        helpers,
      });
      expect(requestIds, 'the scenario makes its checked call once').toHaveLength(1);
      const rows = await server.app.platform.database.db
        .select({ entity: event.entity, action: event.action })
        .from(event)
        .where(eq(event.requestId, requestIds[0]!));
      expect(rows.length, `${name} wrote no event`).toBeGreaterThan(0);
    });
});
