import type { LocalizedText, NotificationType } from '@dawa/shared/notifications';

/** What a template may use. */
export interface TemplateParams {
  /** The name of who caused it (the commenter). */
  name?: string | null;
  /** The offer's bilingual title. */
  offerTitle?: LocalizedText | null;
  /** Whether the recipient wrote the post (prescriptionComment: "your" or "a followed" one). */
  forAuthor?: boolean;
  /** The reviewed post's title (its author's notifications name it). */
  postTitle?: string | null;
  /** About an edit of an accepted post, which stays public meanwhile (ADR 0021). */
  edit?: boolean;
  /** drugPrice: the drug's trade name, and its price before and after, in L.E. */
  priceChange?: { tradeName: string; previousPrice: number; price: number } | null;
}

/** A price as a pack's label writes it (`30`, `16.5`, `1250`), Latin digits in both languages. */
function priceText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** How much of a post's title a notification quotes: a toast line, a push's title. */
const POST_TITLE_IN_NOTIFICATION = 60;

/** A post's title as a notification quotes it, cut at a word with an ellipsis. */
function quoted(title: string | null | undefined): { en: string; ar: string } | null {
  const text = title?.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const cut =
    text.length <= POST_TITLE_IN_NOTIFICATION
      ? text
      : `${text.slice(0, POST_TITLE_IN_NOTIFICATION - 1).replace(/\s+\S*$/, '')}…`;
  // Isolated, so a title in the other script keeps its own direction inside the sentence.
  return { en: `“\u2068${cut}\u2069”`, ar: `«\u2068${cut}\u2069»` };
}

/**
 * What a removed post's author reads under the title: the moderator's words, or the chosen
 * reason's name in each language.
 */
export function removalReason(reason: string | LocalizedText): LocalizedText {
  const text = typeof reason === 'string' ? { en: reason, ar: reason } : reason;
  return { en: `Reason: ${text.en}`, ar: `السبب: ${text.ar}` };
}

const someone: LocalizedText = { en: 'Someone', ar: 'أحد المستخدمين' };

/** The post kinds whose edits are reviewed, as an edit's notice names them. */
const EDITED: Record<string, LocalizedText> = {
  prescription: { en: 'prescription', ar: 'الروشتة' },
  job: { en: 'job opportunity', ar: 'فرصة العمل' },
  property: { en: 'facility ad', ar: 'إعلان المنشأة' },
};

/**
 * What an author reads of their edit of an accepted post (ADR 0021): it waits, it is approved,
 * or it is not (the published version stays); null for other types.
 */
function editTitle(type: NotificationType, title: string | null | undefined): LocalizedText | null {
  const [, kind = '', step = ''] =
    /^(prescription|job|property)(Pending|Accepted|Destroyed)$/.exec(type) ?? [];
  const noun = EDITED[kind];
  if (!noun) return null;
  const post = quoted(title);
  const en = post ? `${noun.en} ${post.en}` : noun.en;
  const ar = post ? `${noun.ar} ${post.ar}` : noun.ar;
  switch (step) {
    case 'Pending':
      return {
        en: `Your edit of the ${en} is waiting for admin approval; the published version stays meanwhile`,
        ar: `تعديلك على ${ar} بانتظار موافقة المشرف، وتظل النسخة المنشورة كما هي حتى ذلك الحين`,
      };
    case 'Accepted':
      return {
        en: `Your edit of the ${en} has been approved`,
        ar: `تمت الموافقة على تعديلك على ${ar}`,
      };
    default:
      return {
        en: `Your edit of the ${en} was not approved; the published version stays`,
        ar: `لم تتم الموافقة على تعديلك على ${ar}، وتظل النسخة المنشورة كما هي`,
      };
  }
}

/**
 * The bilingual title of each type (SPEC §3: title `{en, ar}`), stored with the notification,
 * so the bell, the toast and the push message show the recipient's language without a lookup.
 */
export function notificationTitle(type: NotificationType, params: TemplateParams): LocalizedText {
  const name = params.name?.trim();
  const who = { en: name || someone.en, ar: name || someone.ar };
  const post = quoted(params.postTitle);
  const edit = params.edit ? editTitle(type, params.postTitle) : null;
  if (edit) return edit;
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
      return post
        ? {
            en: `Your prescription ${post.en} is waiting for admin approval`,
            ar: `روشتتك ${post.ar} بانتظار موافقة المشرف`,
          }
        : {
            en: 'Your prescription is waiting for admin approval',
            ar: 'روشتتك بانتظار موافقة المشرف',
          };
    case 'prescriptionAccepted':
      return post
        ? {
            en: `Your prescription ${post.en} has been approved`,
            ar: `تمت الموافقة على روشتتك ${post.ar}`,
          }
        : { en: 'Your prescription has been approved', ar: 'تمت الموافقة على روشتتك' };
    case 'prescriptionDestroyed':
      return post
        ? { en: `Your prescription ${post.en} has been removed`, ar: `تم حذف روشتتك ${post.ar}` }
        : { en: 'Your prescription has been removed', ar: 'تم حذف روشتتك' };
    case 'jobPending':
      return post
        ? {
            en: `Your job opportunity ${post.en} is waiting for admin approval`,
            ar: `فرصة العمل ${post.ar} بانتظار موافقة المشرف`,
          }
        : {
            en: 'Your job opportunity is waiting for admin approval',
            ar: 'فرصة العمل التي نشرتها بانتظار موافقة المشرف',
          };
    case 'jobAccepted':
      return post
        ? {
            en: `Your job opportunity ${post.en} has been approved`,
            ar: `تمت الموافقة على فرصة العمل ${post.ar}`,
          }
        : {
            en: 'Your job opportunity has been approved',
            ar: 'تمت الموافقة على فرصة العمل التي نشرتها',
          };
    case 'jobDestroyed':
      return post
        ? {
            en: `Your job opportunity ${post.en} has been removed`,
            ar: `تم حذف فرصة العمل ${post.ar}`,
          }
        : {
            en: 'Your job opportunity has been removed',
            ar: 'تم حذف فرصة العمل التي نشرتها',
          };
    case 'jobAlert':
      return {
        en: 'A new job matches your alert',
        ar: 'فرصة عمل جديدة تطابق تنبيهك',
      };
    case 'propertyPending':
      return post
        ? {
            en: `Your facility ad ${post.en} is waiting for admin approval`,
            ar: `إعلان منشأتك ${post.ar} بانتظار موافقة المشرف`,
          }
        : {
            en: 'Your facility ad is waiting for admin approval',
            ar: 'إعلان منشأتك بانتظار موافقة المشرف',
          };
    case 'propertyAccepted':
      return post
        ? {
            en: `Your facility ad ${post.en} has been approved`,
            ar: `تمت الموافقة على إعلان منشأتك ${post.ar}`,
          }
        : { en: 'Your facility ad has been approved', ar: 'تمت الموافقة على إعلان منشأتك' };
    case 'propertyDestroyed':
      return post
        ? {
            en: `Your facility ad ${post.en} has been removed`,
            ar: `تم حذف إعلان منشأتك ${post.ar}`,
          }
        : { en: 'Your facility ad has been removed', ar: 'تم حذف إعلان منشأتك' };
    case 'propertyAlert':
      return {
        en: 'A new facility matches your alert',
        ar: 'إعلان منشأة جديد يطابق تنبيهك',
      };
    case 'drugPrice': {
      const change = params.priceChange;
      if (!change)
        return { en: 'The price of a drug you follow changed', ar: 'تغيّر سعر دواء تتابعه' };
      // The trade name is isolated: Latin inside the Arabic sentence keeps its own direction.
      const name = `\u2068${change.tradeName}\u2069`;
      const from = priceText(change.previousPrice);
      const to = priceText(change.price);
      return {
        en: `${name} price changed from ${from} to ${to} L.E.`,
        ar: `تغيّر سعر ${name} من ${from} إلى ${to} ج.م`,
      };
    }
    case 'offer':
      return params.offerTitle
        ? { en: `New offer: ${params.offerTitle.en}`, ar: `عرض جديد: ${params.offerTitle.ar}` }
        : { en: 'A new offer is available', ar: 'يتوفر عرض جديد' };
  }
}
