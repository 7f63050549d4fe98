import type { OfferInput } from '@dawa/shared/offerInput';
import { count, eq } from 'drizzle-orm';
import type { Platform } from '../../platform/platform';
import { DEMO_EMAILS, demoRequest } from '../accounts/accounts.seed';
import { createOffer } from './offers.service';
import { offer } from './offers.tables';

/** Offers written for the demo (no real supplier), newest last. */
const DEMO_OFFERS: (OfferInput & { daysAgo: number })[] = [
  {
    daysAgo: 9,
    title: {
      en: 'Free delivery on orders over 2,000 L.E.',
      ar: 'توصيل مجاني للطلبات فوق 2000 ج.م',
    },
    description: {
      en: 'Pharmacies in Cairo and Giza get next-day delivery at no charge on every order above 2,000 L.E. until the end of the month.',
      ar: 'تحصل الصيدليات في القاهرة والجيزة على توصيل في اليوم التالي بدون رسوم لكل طلب يزيد على 2000 ج.م حتى نهاية الشهر.',
    },
  },
  {
    daysAgo: 4,
    title: { en: '10% off blood glucose test strips', ar: 'خصم 10% على شرائط قياس السكر' },
    description: {
      en: 'A month of savings for diabetes care: 10% off every box of test strips, and a free lancing device with every 10 boxes.',
      ar: 'شهر من التوفير لرعاية مرضى السكر: خصم 10% على كل علبة شرائط، وجهاز وخز مجاني مع كل 10 علب.',
    },
  },
  {
    daysAgo: 1,
    title: { en: 'Winter season: cold and flu bundle', ar: 'موسم الشتاء: باقة البرد والإنفلونزا' },
    description: {
      en: 'Stock up before the season peaks: a bundle of paracetamol, saline nasal spray and throat lozenges at a bundle price, while stocks last.',
      ar: 'جهّز صيدليتك قبل ذروة الموسم: باقة من الباراسيتامول وبخاخ الأنف الملحي وأقراص الاستحلاب بسعر مخفض حتى نفاد الكمية.',
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds demo offers into an empty table, created by the demo admin through the offers service
 * (so subscribed demo users get their `offer` notifications). Returns how many were added.
 */
export async function seedDemoOffers(platform: Platform, now = new Date()): Promise<number> {
  const { db } = platform.database;
  const [existing] = await db.select({ offers: count() }).from(offer);
  if (existing && existing.offers > 0) return 0;
  const admin = await demoRequest(platform, DEMO_EMAILS.admin);
  for (const { daysAgo, ...input } of DEMO_OFFERS) {
    const created = await createOffer(platform, admin, input);
    const publishedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    await db
      .update(offer)
      .set({ createdAt: publishedAt, updatedAt: publishedAt })
      .where(eq(offer.id, created.id));
  }
  return DEMO_OFFERS.length;
}
