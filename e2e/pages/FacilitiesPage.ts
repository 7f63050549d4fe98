import type { Locator } from '@playwright/test';
import { ApiClient, encodePng, signInSession, signUpSession } from './ApiClient';
import { PostListPage } from './PostListPage';

export { ADMIN } from './ApiClient';

const TEXT = {
  en: {
    heading: 'Facilities',
    filters: 'Filter facilities',
    listedFor: 'Listed for',
    type: 'Type',
    city: 'Governorate',
    region: 'District',
    status: 'Status',
    priceMin: 'Price from (L.E.)',
    priceMax: 'Price to (L.E.)',
    apply: 'Show facilities',
    sort: 'Sort by',
    empty: 'No facility matches these filters.',
    forRent: 'For rent',
    forSale: 'For sale',
    clinic: 'Clinic',
    pharmacy: 'Pharmacy',
    giza: 'Giza',
    alexandria: 'Alexandria',
    smouha: 'Smouha',
    closed: 'Closed',
    price: (amount: string) => `${amount} L.E.`,
    area: (area: string) => `${area} m²`,
    adNumber: (number: number) => `Ad No. ${number}`,
    contact: 'Contact the advertiser',
    call: (phone: string) => `Call \u2066${phone}\u2069`,
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    similar: 'Similar facilities',
    mine: 'My facilities',
    labels: { inReview: 'In review', active: 'Active', inactive: 'Inactive', ready: 'Ready' },
    soldReason: 'Reason: The facility has been sold.',
    pendingNotice: 'This ad waits for a moderator before it is shown to others.',
    activate: 'Activate ad',
    activated: 'Your ad was sent for review',
    delete: 'Delete',
    deleteTitle: (name: string) => `Delete “${name}”?`,
    deleted: 'Your facility ad was deleted',
    alerts: {
      save: 'Alert me to these facilities',
      saved: 'Alert saved',
      told: 'A new facility matches your alert',
    },
    form: {
      name: 'Title of the ad',
      listedFor: 'Listed for',
      type: 'Type',
      city: 'Governorate',
      region: 'District (optional)',
      address: 'Address',
      price: 'Expected price (L.E.)',
      income: 'Average daily income (L.E.)',
      area: 'Space area (m²)',
      photos: 'Photos',
      description: 'About the facility',
      phone: 'Mobile number',
      publish: 'Publish',
      pending: 'Your facility is waiting admin approval',
      invalidName: 'Invalid Name',
      invalidPrice: 'Invalid Expected Price',
      invalidArea: 'Invalid Space Area',
      moveLater: (position: number) => `Move photo ${position} later`,
      remove: (position: number) => `Remove photo ${position}`,
      chosen: 'Chosen photos',
      quotaGuard: (count: number) => `You Can Not Add More Than ${count} Facilities In A Month`,
      dokki: 'Dokki',
    },
  },
  ar: {
    heading: 'الصيدليات والمنشآت',
    filters: 'تصفية الصيدليات والمنشآت',
    listedFor: 'الغرض من الإعلان',
    type: 'النوع',
    city: 'المحافظة',
    region: 'المنطقة',
    status: 'الحالة',
    priceMin: 'السعر من (ج.م)',
    priceMax: 'السعر إلى (ج.م)',
    apply: 'عرض النتائج',
    sort: 'الترتيب',
    empty: 'لا توجد منشأة تطابق هذه الفلاتر.',
    forRent: 'للإيجار',
    forSale: 'للبيع',
    clinic: 'عيادة',
    pharmacy: 'صيدلية',
    giza: 'الجيزة',
    alexandria: 'الإسكندرية',
    smouha: 'سموحة',
    closed: 'مغلقة',
    price: (amount: string) => `${amount} ج.م`,
    area: (area: string) => `${area} م²`,
    adNumber: (number: number) => `إعلان رقم ${number}`,
    contact: 'تواصل مع المعلن',
    call: (phone: string) => `اتصل على \u2066${phone}\u2069`,
    whatsApp: 'واتساب',
    email: 'البريد الإلكتروني',
    similar: 'منشآت مشابهة',
    mine: 'منشآتي',
    labels: { inReview: 'قيد المراجعة', active: 'نشط', inactive: 'غير نشط', ready: 'جاهز' },
    soldReason: 'السبب: تم بيع المنشأة.',
    pendingNotice: 'ينتظر هذا الإعلان موافقة المشرف قبل أن يظهر للآخرين.',
    activate: 'تفعيل الإعلان',
    activated: 'أُرسل إعلانك للمراجعة',
    delete: 'حذف',
    deleteTitle: (name: string) => `حذف «${name}»؟`,
    deleted: 'تم حذف إعلان المنشأة',
    alerts: {
      save: 'نبّهني بهذه الإعلانات',
      saved: 'تم حفظ التنبيه',
      told: 'إعلان منشأة جديد يطابق تنبيهك',
    },
    form: {
      name: 'عنوان الإعلان',
      listedFor: 'الغرض من الإعلان',
      type: 'النوع',
      city: 'المحافظة',
      region: 'المنطقة (اختياري)',
      address: 'العنوان',
      price: 'السعر المتوقع (ج.م)',
      income: 'متوسط الدخل اليومي (ج.م)',
      area: 'المساحة (م²)',
      photos: 'الصور',
      description: 'عن المنشأة',
      phone: 'رقم الموبايل',
      publish: 'نشر',
      pending: 'منشأتك بانتظار موافقة المشرف',
      invalidName: 'اسم غير صالح',
      invalidPrice: 'السعر المطلوب غير صالح',
      invalidArea: 'مساحة غير صالحة',
      moveLater: (position: number) => `تأخير الصورة ${position}`,
      remove: (position: number) => `إزالة الصورة ${position}`,
      chosen: 'الصور المختارة',
      // The plural of 3 to 10 (the default limit is 5).
      quotaGuard: (count: number) => `لا يمكنك إضافة أكثر من ${count} منشآت في الشهر`,
      dokki: 'الدقي',
    },
  },
} as const;

/** The facilities screens: `/{lang}/facilities`, a facility's page, the form and my list. */
export class FacilitiesPage extends PostListPage(TEXT) {
  async openList(search = '') {
    await this.page.goto(`/${this.lang}/facilities${search}`);
  }

  async openFacility(id: string) {
    await this.page.goto(`/${this.lang}/facilities/${id}`);
  }

  sort(): Locator {
    return this.page.getByLabel(this.text.sort, { exact: true });
  }
}

/** A user of the API who posts facility ads (or, signed in as the admin, accepts them). */
export class FacilitiesApiUser extends ApiClient {
  static async signUp(name: string): Promise<FacilitiesApiUser> {
    return new FacilitiesApiUser(await signUpSession('e2e-facilities', name));
  }

  static async signIn(account: { email: string; password: string }): Promise<FacilitiesApiUser> {
    return new FacilitiesApiUser(await signInSession(account));
  }

  /** A facility ad accepted by `moderator`; its id. */
  async createAcceptedFacility(
    moderator: ApiClient,
    name: string,
    fields: Record<string, unknown> = {},
  ): Promise<string> {
    const id = await this.createFacility(name, fields);
    await moderator.acceptFacility(id);
    return id;
  }

  /** This month's count of facility ads and the limit (the add guard's query). */
  async facilityQuota(): Promise<{ used: number; limit: number }> {
    const { postQuota } = await this.graphqlData<{ postQuota: { used: number; limit: number } }>(
      `{ postQuota(kind: facility) { used limit } }`,
    );
    return postQuota;
  }

  /** The addresses of a facility's photos and their thumbnails, as served. */
  async photoUrls(id: string): Promise<string[]> {
    const { property } = await this.graphqlData<{
      property: { images: { url: string; thumbnailUrl: string }[] };
    }>(`query($id: ID!) { property(id: $id) { images { url thumbnailUrl } } }`, { id });
    return property.images.flatMap((image) => [image.url, image.thumbnailUrl]);
  }

  /** A facility's ad number, as shown on it. */
  async adNumber(id: string): Promise<number> {
    const { property } = await this.graphqlData<{ property: { adNumber: number } }>(
      `query($id: ID!) { property(id: $id) { adNumber } }`,
      { id },
    );
    return property.adNumber;
  }
}

/** A photo of a facility: soft stripes of one hue, no text (`hue` 0–2 tells them apart). */
export function facilityPhoto(hue: 0 | 1 | 2, width = 480, height = 320): Buffer {
  const colours: [number, number, number][][] = [
    [
      [0, 109, 117],
      [181, 245, 236],
    ],
    [
      [170, 90, 20],
      [250, 220, 170],
    ],
    [
      [60, 60, 150],
      [200, 200, 250],
    ],
  ];
  const [dark, light] = colours[hue] ?? [];
  return encodePng(width, height, (x, y) =>
    (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0
      ? (dark ?? [0, 0, 0])
      : (light ?? [255, 255, 255]),
  );
}
