import { addDays, cairoDate } from '@dawa/shared/time';
import { count, eq } from 'drizzle-orm';
import type { Platform } from '../../platform/platform';
import { DEMO_EMAILS, demoRequest } from '../accounts/accounts.seed';
import { saveAlert } from '../alerts/alerts.service';
import { acceptJob, createJob, setJobHired } from './jobs.service';
import { jobAlertKind } from './jobAlerts.service';
import { job } from './jobs.tables';

type DemoState = 'accepted' | 'pending' | 'expired' | 'hired';

interface DemoJob {
  poster: string;
  state: DemoState;
  daysAgo: number;
  data: Record<string, unknown>;
}

const MONTHLY = (from: number, to: number) => ({ negotiable: false, from, to, period: 'month' });
const HOURLY = (from: number, to: number) => ({ negotiable: false, from, to, period: 'hour' });

/** Ads written for the demo: invented pharmacies and people, real places and trades. */
const DEMO_JOBS: DemoJob[] = [
  {
    poster: DEMO_EMAILS.mona,
    state: 'accepted',
    daysAgo: 1,
    data: {
      name: 'Pharmacist for the evening shift',
      type: 'companyOwner',
      companyName: 'Al Shifa Pharmacies',
      workplaceId: 'pharmacy-chain',
      positionId: 'pharmacist',
      cityId: 'cairo',
      regionId: 'cairo.nasr-city',
      address: 'Abbas El Akkad Street, Nasr City',
      description:
        'Evening shift from 4 pm to midnight, six days a week. A licensed pharmacist with two years in a community pharmacy, good with prescriptions and patient counselling. Medical insurance and a yearly bonus.',
      salary: MONTHLY(9000, 12000),
      email: 'careers@alshifa.example',
      phoneNumber: '01012345678',
    },
  },
  {
    poster: DEMO_EMAILS.karim,
    state: 'accepted',
    daysAgo: 2,
    data: {
      name: 'صيدلي للوردية الليلية',
      type: 'companyOwner',
      companyName: 'صيدليات النور',
      workplaceId: 'community-pharmacy',
      positionId: 'pharmacist',
      cityId: 'giza',
      regionId: 'giza.dokki',
      address: 'شارع التحرير، الدقي',
      description:
        'وردية ليلية من 12 منتصف الليل حتى 8 صباحًا، خمسة أيام في الأسبوع. خبرة سنة على الأقل في صيدلية عامة، وإجادة التعامل مع برامج الصرف. بدل انتقال وحوافز شهرية.',
      salary: MONTHLY(8000, 10000),
      email: 'jobs@elnour.example',
      phoneNumber: '01123456789',
    },
  },
  {
    poster: DEMO_EMAILS.mona,
    state: 'accepted',
    daysAgo: 3,
    data: {
      name: 'Medical representative, Alexandria',
      type: 'companyOwner',
      companyName: 'Nile Pharma',
      workplaceId: 'pharmaceutical-company',
      positionId: 'medical-representative',
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
      address: 'Victor Emmanuel Square, Smouha',
      description:
        'Promote our cardiology and diabetes lines to doctors and pharmacies in east Alexandria. Pharmacy or science graduate, a driving licence, and the energy for eight visits a day. Car allowance and commission.',
      salary: MONTHLY(12000, 18000),
      email: 'hr@nilepharma.example',
      phoneNumber: '01234567890',
    },
  },
  {
    poster: DEMO_EMAILS.karim,
    state: 'accepted',
    daysAgo: 4,
    data: {
      name: 'مساعد صيدلي بدوام جزئي',
      type: 'individualEmployee',
      companyName: null,
      workplaceId: 'community-pharmacy',
      positionId: 'assistant-pharmacist',
      cityId: 'dakahlia',
      regionId: 'dakahlia.mansoura',
      address: 'شارع الجمهورية، المنصورة',
      description:
        'مطلوب مساعد صيدلي للعمل بدوام جزئي من 5 مساءً حتى 11 مساءً. يفضل طلاب كلية الصيدلة. التدريب على المنظومة متاح.',
      salary: HOURLY(40, 60),
      email: 'karim.pharmacy@example.com',
      phoneNumber: '01098765432',
    },
  },
  {
    poster: DEMO_EMAILS.mona,
    state: 'accepted',
    daysAgo: 6,
    data: {
      name: 'Clinical pharmacist, hospital ICU',
      type: 'companyOwner',
      companyName: 'Al Salam Hospital',
      workplaceId: 'hospital-pharmacy',
      positionId: 'clinical-pharmacist',
      cityId: 'cairo',
      regionId: 'cairo.maadi',
      address: 'Corniche El Nil, Maadi',
      description:
        'Join the critical care team: medication reviews, dose adjustments in renal and hepatic failure, TPN. Clinical pharmacy diploma or board certification preferred; rotating shifts.',
      salary: { negotiable: true },
      email: 'pharmacy@alsalam-hospital.example',
      phoneNumber: '01001122334',
    },
  },
  {
    poster: DEMO_EMAILS.karim,
    state: 'accepted',
    daysAgo: 8,
    data: {
      name: 'مدير صيدلية - أسيوط',
      type: 'companyOwner',
      companyName: 'صيدليات الصعيد',
      workplaceId: 'pharmacy-chain',
      positionId: 'pharmacy-manager',
      cityId: 'assiut',
      regionId: 'assiut.assiut',
      address: 'شارع الجمهورية، أسيوط',
      description:
        'إدارة فرع جديد: فريق من أربعة، المخزون والطلبيات، وخدمة العملاء. خبرة ثلاث سنوات منها سنة في الإدارة. سكن متاح للمغتربين.',
      salary: MONTHLY(14000, 17000),
      email: 'jobs@saeed-pharmacies.example',
      phoneNumber: '01555666777',
    },
  },
  {
    poster: DEMO_EMAILS.mona,
    state: 'accepted',
    daysAgo: 10,
    data: {
      name: 'Quality control pharmacist',
      type: 'companyOwner',
      companyName: 'Delta Pharmaceutical Industries',
      workplaceId: 'pharmaceutical-factory',
      positionId: 'quality-control',
      cityId: 'sharqia',
      regionId: 'sharqia.10th-of-ramadan',
      address: 'Industrial Zone A3, 10th of Ramadan City',
      description:
        'HPLC, dissolution and stability testing of solid dosage forms under GMP. One to three years in a QC lab; company bus from Cairo and Zagazig.',
      salary: MONTHLY(11000, 14000),
      email: 'qc.jobs@deltapharma.example',
      phoneNumber: '01066778899',
    },
  },
  {
    poster: DEMO_EMAILS.karim,
    state: 'accepted',
    daysAgo: 12,
    data: {
      name: 'صيدلي مخازن لشركة توزيع',
      type: 'companyOwner',
      companyName: 'المتحدة لتوزيع الأدوية',
      workplaceId: 'distributor',
      positionId: 'warehouse-pharmacist',
      cityId: 'qalyubia',
      regionId: 'qalyubia.obour',
      address: 'المنطقة الصناعية الأولى، مدينة العبور',
      description:
        'الإشراف على الاستلام والتخزين وسلسلة التبريد وتجهيز الطلبيات للصيدليات. خبرة في المخازن الدوائية ومعرفة بنظم إدارة المخزون.',
      salary: MONTHLY(10000, 13000),
      email: 'careers@united-distribution.example',
      phoneNumber: '01277788899',
    },
  },
  {
    poster: DEMO_EMAILS.mona,
    state: 'hired',
    daysAgo: 15,
    data: {
      name: 'Pharmacist, weekend shifts',
      type: 'individualEmployee',
      companyName: 'Dr. Hany Pharmacy',
      workplaceId: 'community-pharmacy',
      positionId: 'pharmacist',
      cityId: 'giza',
      regionId: 'giza.sheikh-zayed',
      address: 'Arkan Plaza area, Sheikh Zayed',
      description:
        'Fridays and Saturdays, 10 am to 10 pm, in a busy community pharmacy. Fresh graduates welcome; training on the dispensing system.',
      salary: HOURLY(60, 80),
      email: 'drhany.pharmacy@example.com',
      phoneNumber: '01011223344',
    },
  },
  {
    poster: DEMO_EMAILS.karim,
    state: 'expired',
    daysAgo: 40,
    data: {
      name: 'كاشير لصيدلية',
      type: 'individualEmployee',
      companyName: null,
      workplaceId: 'community-pharmacy',
      positionId: 'cashier',
      cityId: 'port-said',
      regionId: 'port-said.sharq',
      address: 'شارع الجمهورية، حي الشرق',
      description:
        'مطلوب كاشير بخبرة في البيع والتعامل مع العملاء، الوردية الصباحية من 9 صباحًا حتى 5 مساءً.',
      salary: MONTHLY(5000, 6000),
      email: 'karim.pharmacy@example.com',
      phoneNumber: '01098765432',
    },
  },
  {
    poster: DEMO_EMAILS.mona,
    state: 'pending',
    daysAgo: 0,
    data: {
      name: 'Trainee pharmacist, summer programme',
      type: 'companyOwner',
      companyName: 'Al Shifa Pharmacies',
      workplaceId: 'pharmacy-chain',
      positionId: 'trainee-pharmacist',
      cityId: 'cairo',
      regionId: 'cairo.heliopolis',
      address: 'El Merghany Street, Heliopolis',
      description:
        'Eight weeks of training across dispensing, inventory and patient counselling for final-year pharmacy students, with a certificate and a stipend.',
      salary: MONTHLY(3000, 4000),
      email: 'careers@alshifa.example',
      phoneNumber: '01012345678',
    },
  },
  {
    poster: DEMO_EMAILS.karim,
    state: 'pending',
    daysAgo: 0,
    data: {
      name: 'مندوب توصيل بموتوسيكل',
      type: 'companyOwner',
      companyName: 'صيدليات النور',
      workplaceId: 'community-pharmacy',
      positionId: 'delivery',
      cityId: 'giza',
      regionId: 'giza.mohandessin',
      address: 'شارع جامعة الدول العربية، المهندسين',
      description:
        'توصيل الطلبات للمنازل في المهندسين والدقي والعجوزة. يشترط رخصة قيادة سارية وموتوسيكل خاص، والعمولة على كل طلب.',
      salary: { negotiable: true },
      email: 'jobs@elnour.example',
      phoneNumber: '01123456789',
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds demo job ads into an empty table (never beside real ones), through the jobs service:
 * posted by the demo pharmacists, accepted by the demo admin, one filled, one expired, two
 * waiting for review, and a job alert of Mona's that one of them matches. Returns how many ads
 * were added.
 */
export async function seedDemoJobs(platform: Platform, now = new Date()): Promise<number> {
  const { db } = platform.database;
  const [existing] = await db.select({ jobs: count() }).from(job);
  if (existing && existing.jobs > 0) return 0;
  const admin = await demoRequest(platform, DEMO_EMAILS.admin);
  const today = cairoDate(now);
  // Mona watches for pharmacist posts in Giza: Karim's night-shift ad tells her so.
  await saveAlert(platform, await demoRequest(platform, DEMO_EMAILS.mona), jobAlertKind, {
    cityId: 'giza',
    positionId: 'pharmacist',
  });
  for (const demo of DEMO_JOBS) {
    const poster = await demoRequest(platform, demo.poster);
    const created = await createJob(platform, poster, {
      ...demo.data,
      runUntil: addDays(today, 30),
    });
    if (demo.state !== 'pending') await acceptJob(platform, admin, created.id);
    if (demo.state === 'hired') await setJobHired(platform, poster, created.id, true);
    const postedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    await db
      .update(job)
      .set({
        createdAt: postedAt,
        updatedAt: postedAt,
        ...(demo.state === 'pending' ? {} : { publishedAt: postedAt }),
        ...(demo.state === 'expired' ? { runUntil: addDays(today, -3) } : {}),
      })
      .where(eq(job.id, created.id));
  }
  return DEMO_JOBS.length;
}
