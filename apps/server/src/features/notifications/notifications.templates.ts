import type { LocalizedText, NotificationType } from '@dawa/shared/notifications';

/** What a template may use. */
export interface TemplateParams {
  /** The name of who caused it (the commenter). */
  name?: string | null;
  /** The offer's bilingual title. */
  offerTitle?: LocalizedText | null;
  /** Whether the recipient wrote the post (prescriptionComment: "your" or "a followed" one). */
  forAuthor?: boolean;
}

const someone: LocalizedText = { en: 'Someone', ar: 'أحد المستخدمين' };

/**
 * The bilingual title of each type (SPEC §3: title `{en, ar}`), stored with the notification,
 * so the bell, the toast and the push message show the recipient's language without a lookup.
 */
export function notificationTitle(type: NotificationType, params: TemplateParams): LocalizedText {
  const name = params.name?.trim();
  const who = { en: name || someone.en, ar: name || someone.ar };
  switch (type) {
    case 'prescriptionComment':
      return params.forAuthor === false
        ? {
            en: `${who.en} also commented on a prescription you follow`,
            ar: `علّق ${who.ar} أيضًا على روشتة تتابعها`,
          }
        : {
            en: `${who.en} commented on your prescription`,
            ar: `علّق ${who.ar} على روشتتك`,
          };
    case 'prescriptionPending':
      return {
        en: 'Your prescription is waiting for admin approval',
        ar: 'روشتتك بانتظار موافقة الإدارة',
      };
    case 'prescriptionAccepted':
      return { en: 'Your prescription has been approved', ar: 'تمت الموافقة على روشتتك' };
    case 'prescriptionDestroyed':
      return { en: 'Your prescription has been removed', ar: 'تم حذف روشتتك' };
    case 'jobPending':
      return {
        en: 'Your job opportunity is waiting for admin approval',
        ar: 'فرصة العمل التي نشرتها بانتظار موافقة الإدارة',
      };
    case 'jobAccepted':
      return {
        en: 'Your job opportunity has been approved',
        ar: 'تمت الموافقة على فرصة العمل التي نشرتها',
      };
    case 'jobDestroyed':
      return {
        en: 'Your job opportunity has been removed',
        ar: 'تم حذف فرصة العمل التي نشرتها',
      };
    case 'jobAlert':
      return {
        en: 'A new job matches your alert',
        ar: 'فرصة عمل جديدة تطابق تنبيهك',
      };
    case 'propertyPending':
      return {
        en: 'Your facility ad is waiting for admin approval',
        ar: 'إعلان منشأتك بانتظار موافقة الإدارة',
      };
    case 'propertyAccepted':
      return { en: 'Your facility ad has been approved', ar: 'تمت الموافقة على إعلان منشأتك' };
    case 'propertyDestroyed':
      return { en: 'Your facility ad has been removed', ar: 'تم حذف إعلان منشأتك' };
    case 'offer':
      return params.offerTitle
        ? { en: `New offer: ${params.offerTitle.en}`, ar: `عرض جديد: ${params.offerTitle.ar}` }
        : { en: 'A new offer is available', ar: 'يتوفر عرض جديد' };
  }
}
