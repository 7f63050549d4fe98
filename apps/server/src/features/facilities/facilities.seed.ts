import { count, eq } from 'drizzle-orm';
import type { Platform } from '../../platform/platform';
import { DEMO_EMAILS, demoRequest } from '../accounts/accounts.seed';
import { createUpload } from '../uploads/uploads.service';
import { demoFacilityPhoto, type DemoScene } from './demoPhoto';
import { acceptFacility, createFacility, deleteFacility } from './facilities.service';
import { facility } from './facilities.tables';

type DemoState = 'accepted' | 'pending' | 'deleted';

interface DemoFacility {
  poster: string;
  state: DemoState;
  /** How long ago it was posted: most sit in earlier months, off the posters' quota. */
  daysAgo: number;
  /** Its gallery, in order (the first is the cover); none for a purchase request. */
  photos: DemoScene[];
  hue: number;
  data: Record<string, unknown>;
}

const { mona: MONA, karim: KARIM } = DEMO_EMAILS;

/** Ads written for the demo: invented pharmacies and people, real places. */
const DEMO_FACILITIES: DemoFacility[] = [
  {
    poster: MONA,
    state: 'accepted',
    daysAgo: 32,
    photos: ['storefront', 'shelves', 'shelves'],
    hue: 150,
    data: {
      name: 'Licensed pharmacy for sale in Nasr City',
      address: 'Makram Ebeid Street, Nasr City',
      income: 18000,
      cityId: 'cairo',
      regionId: 'cairo.nasr-city',
      listedForId: 'sale',
      typeId: 'pharmacy',
      price: 3200000,
      description:
        'A corner pharmacy on a busy street, open for twelve years, with its licence, fittings, a cold room and the current stock. Regular customers from two clinics nearby. The owner is travelling abroad.',
      phoneNumber: '01012345678',
      email: 'ads@dawa-demo.example',
      spaceArea: 75,
      isClosed: false,
    },
  },
  {
    poster: KARIM,
    state: 'accepted',
    daysAgo: 35,
    photos: ['storefront', 'shelves'],
    hue: 20,
    data: {
      name: 'صيدلية للبيع في الدقي',
      address: 'شارع التحرير، الدقي',
      income: 12000,
      cityId: 'giza',
      regionId: 'giza.dokki',
      listedForId: 'sale',
      typeId: 'pharmacy',
      price: 2400000,
      description:
        'صيدلية مرخصة على شارع رئيسي بجوار محطة المترو، بالديكورات والثلاجة والبضاعة الحالية. دخل يومي ثابت من الروشتات والتأمين الصحي.',
      phoneNumber: '01123456789',
      spaceArea: 55,
      isClosed: false,
    },
  },
  {
    poster: MONA,
    state: 'accepted',
    daysAgo: 40,
    photos: ['storefront', 'shelves', 'shelves', 'storefront'],
    hue: 200,
    data: {
      name: 'Pharmacy premises for rent in Smouha',
      address: 'Victor Emmanuel Square, Smouha',
      income: 0,
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
      listedForId: 'rent',
      typeId: 'pharmacy-premises',
      price: 22000,
      description:
        'Ground-floor premises licensed for a pharmacy, with shelves and a counter already fitted. Monthly rent, three-year contract, two months deposit. Closed since the last tenant moved.',
      phoneNumber: '01012345678',
      spaceArea: 90,
      isClosed: true,
    },
  },
  {
    poster: KARIM,
    state: 'accepted',
    daysAgo: 45,
    photos: ['warehouse', 'warehouse', 'storefront'],
    hue: 35,
    data: {
      name: 'مخزن أدوية للإيجار في العبور',
      address: 'المنطقة الصناعية الأولى، العبور',
      income: 0,
      cityId: 'qalyubia',
      regionId: 'qalyubia.obour',
      listedForId: 'rent',
      typeId: 'drug-warehouse',
      price: 45000,
      description:
        'مخزن أدوية مرخص بمساحة كبيرة، أرفف معدنية وتكييف مركزي ومولد كهرباء، مع رصيف تحميل للسيارات. الإيجار شهري والعقد قابل للتجديد.',
      phoneNumber: '01123456789',
      spaceArea: 600,
      isClosed: true,
    },
  },
  {
    poster: MONA,
    state: 'accepted',
    daysAgo: 50,
    photos: ['clinic', 'clinic'],
    hue: 180,
    data: {
      name: 'Furnished clinic for sale in Heliopolis',
      address: 'El Merghany Street, Heliopolis',
      income: 6000,
      cityId: 'cairo',
      regionId: 'cairo.heliopolis',
      listedForId: 'sale',
      typeId: 'clinic',
      price: 1800000,
      description:
        'A two-room clinic on the first floor with a waiting area, fully furnished, with its examination bed, cabinets and air conditioning. Suits a dermatology or dental practice.',
      phoneNumber: '01012345678',
      email: 'ads@dawa-demo.example',
      spaceArea: 80,
      isClosed: false,
    },
  },
  {
    poster: KARIM,
    state: 'accepted',
    daysAgo: 55,
    photos: ['shelves', 'storefront', 'shelves'],
    hue: 280,
    data: {
      name: 'محل مستلزمات طبية للبيع في المنصورة',
      address: 'شارع الجيش، المنصورة',
      income: 9000,
      cityId: 'dakahlia',
      regionId: 'dakahlia.mansoura',
      listedForId: 'sale',
      typeId: 'medical-supplies',
      price: 950000,
      description:
        'محل مستلزمات طبية أمام المستشفى الجامعي، بالبضاعة والأرفف وعملاء من العيادات والمستشفيات الخاصة. سبب البيع السفر.',
      phoneNumber: '01123456789',
      spaceArea: 45,
      isClosed: false,
    },
  },
  {
    poster: MONA,
    state: 'accepted',
    daysAgo: 60,
    photos: [],
    hue: 0,
    data: {
      name: 'Wanted: a pharmacy to buy in Maadi',
      address: 'Maadi, near Road 9',
      income: 0,
      cityId: 'cairo',
      regionId: 'cairo.maadi',
      listedForId: 'purchase-request',
      typeId: 'pharmacy',
      price: 4000000,
      description:
        'A pharmacist looking to buy a licensed, running pharmacy in Maadi, ideally near Road 9 or Degla. Budget up to four million pounds, cash. Brokers welcome.',
      phoneNumber: '01012345678',
      spaceArea: 50,
      isClosed: false,
    },
  },
  {
    poster: KARIM,
    state: 'deleted',
    daysAgo: 70,
    photos: ['storefront'],
    hue: 95,
    data: {
      name: 'صيدلية للإيجار في شيراتون',
      address: 'شارع عبد الحميد بدوي، مصر الجديدة',
      income: 0,
      cityId: 'cairo',
      regionId: null,
      listedForId: 'rent',
      typeId: 'pharmacy',
      price: 30000,
      description:
        'صيدلية مغلقة للإيجار بالترخيص، واجهة زجاجية على شارع رئيسي. الإيجار شهري مع تأمين شهرين.',
      phoneNumber: '01123456789',
      spaceArea: 65,
      isClosed: true,
    },
  },
  {
    poster: MONA,
    state: 'pending',
    daysAgo: 2,
    photos: ['shelves', 'storefront'],
    hue: 320,
    data: {
      name: 'Pharmacy with stock for sale in Sheikh Zayed',
      address: 'Arkan Plaza, Sheikh Zayed',
      income: 25000,
      cityId: 'giza',
      regionId: 'giza.sheikh-zayed',
      listedForId: 'sale',
      typeId: 'pharmacy',
      price: 6500000,
      description:
        'A modern pharmacy in a mall with long opening hours, delivery service and a cosmetics corner. Sold with its stock, staff contracts and the delivery motorbikes.',
      phoneNumber: '01012345678',
      email: 'ads@dawa-demo.example',
      spaceArea: 110,
      isClosed: false,
    },
  },
  {
    poster: KARIM,
    state: 'pending',
    daysAgo: 1,
    photos: ['clinic', 'shelves'],
    hue: 60,
    data: {
      name: 'معمل تحاليل للبيع في الزقازيق',
      address: 'شارع فاروق، الزقازيق',
      income: 7000,
      cityId: 'sharqia',
      regionId: 'sharqia.zagazig',
      listedForId: 'sale',
      typeId: 'laboratory',
      price: 1500000,
      description:
        'معمل تحاليل طبية مرخص بالأجهزة وغرفة سحب العينات، وتعاقدات مع شركتي تأمين. الأجهزة حديثة ومعها عقود الصيانة.',
      phoneNumber: '01123456789',
      spaceArea: 70,
      isClosed: false,
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds demo facility ads into an empty table (never beside real ones), through the facilities
 * service: photos through the upload pipeline, posted by the demo pharmacists, reviewed by the
 * demo admin (most accepted, one taken down, two waiting). Returns how many ads were added.
 */
export async function seedDemoFacilities(platform: Platform, now = new Date()): Promise<number> {
  const { db } = platform.database;
  const [existing] = await db.select({ ads: count() }).from(facility);
  if (existing && existing.ads > 0) return 0;
  const admin = await demoRequest(platform, DEMO_EMAILS.admin);
  for (const [index, demo] of DEMO_FACILITIES.entries()) {
    const poster = await demoRequest(platform, demo.poster);
    const imageUploadIds: string[] = [];
    for (const [position, scene] of demo.photos.entries()) {
      const photo = await createUpload(platform, {
        actor: poster.actor,
        ownerId: poster.viewer.id,
        purpose: 'facility',
        bytes: await demoFacilityPhoto(scene, index * 10 + position + 1, demo.hue + position * 25),
        fileName: `${scene}.jpg`,
      });
      imageUploadIds.push(photo.id);
    }
    const created = await createFacility(platform, poster, { ...demo.data, imageUploadIds });
    if (demo.state !== 'pending') await acceptFacility(platform, admin, created.id);
    if (demo.state === 'deleted')
      await deleteFacility(platform, admin, created.id, 'property.rented');
    const postedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    await db
      .update(facility)
      .set({
        createdAt: postedAt,
        updatedAt: postedAt,
        ...(demo.state === 'pending' ? {} : { publishedAt: postedAt }),
      })
      .where(eq(facility.id, created.id));
  }
  return DEMO_FACILITIES.length;
}
