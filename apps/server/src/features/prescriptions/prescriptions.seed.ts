import { count, eq } from 'drizzle-orm';
import type { Platform } from '../../platform/platform';
import { DEMO_EMAILS, demoRequest } from '../accounts/accounts.seed';
import { createUpload } from '../uploads/uploads.service';
import { demoPrescriptionPhoto } from './demoPhoto';
import { acceptPrescription, createComment, createPrescription } from './prescriptions.service';
import { comment, prescription } from './prescriptions.tables';

const { mona: MONA, karim: KARIM, admin: ADMIN } = DEMO_EMAILS;

interface DemoPost {
  author: string;
  title: string;
  description: string;
  /** Accepted by the demo admin, or left in the moderation queue. */
  accepted: boolean;
  /** How long ago it was posted: seeded posts sit in earlier months, off the authors' quota. */
  daysAgo: number;
  hue: number;
  comments: { author: string; comment: string }[];
}

/** Cases written for the demo: not medical advice, and no real patient. */
const DEMO_POSTS: DemoPost[] = [
  {
    author: MONA,
    title: 'Metformin before a contrast CT scan',
    description:
      'Man, 58, type 2 diabetes on metformin 1000 mg twice daily, booked for a CT with iodinated contrast next week. eGFR 52. Should metformin be stopped before the scan, and for how long?',
    accepted: true,
    daysAgo: 58,
    hue: 205,
    comments: [
      {
        author: KARIM,
        comment:
          'With an eGFR between 30 and 60 and contrast given intravenously, hold it on the day of the scan and for 48 hours after, then restart once kidney function is checked.',
      },
      { author: MONA, comment: 'Thank you, that matches what the radiology unit asked for.' },
    ],
  },
  {
    author: KARIM,
    title: 'تداخل بين الوارفارين والكلاريثروميسين',
    description:
      'مريض 67 سنة على وارفارين 5 مجم يوميًا لرجفان أذيني، ووصف له الطبيب كلاريثروميسين 500 مجم مرتين يوميًا لالتهاب في الصدر. هل نقترح مضادًا حيويًا آخر أم نكتفي بمتابعة INR؟',
    accepted: true,
    daysAgo: 45,
    hue: 150,
    comments: [
      {
        author: MONA,
        comment:
          'الكلاريثروميسين يزيد تأثير الوارفارين ويرفع INR. الأفضل التواصل مع الطبيب لاقتراح بديل، ومتابعة INR خلال 3 إلى 5 أيام من بدء أي مضاد حيوي.',
      },
    ],
  },
  {
    author: MONA,
    title: 'Heartburn at 24 weeks of pregnancy',
    description:
      'Woman, 29, 24 weeks pregnant, heartburn most evenings despite smaller meals. The prescription has an antacid and omeprazole 20 mg. Which would you start with, and what should she avoid?',
    accepted: true,
    daysAgo: 38,
    hue: 330,
    comments: [],
  },
  {
    author: KARIM,
    title: 'Child, 4 years, ear pain: is this amoxicillin dose enough?',
    description:
      'Weight 16 kg, fever 38.9 °C for two days, left ear pain, no allergies. The prescription has amoxicillin 250 mg/5 ml, 5 ml three times a day. Is that enough for acute otitis media, or should it be the high dose?',
    accepted: true,
    daysAgo: 31,
    hue: 25,
    comments: [
      {
        author: MONA,
        comment:
          'The high dose for otitis media is 80–90 mg/kg a day, about 1,300 mg at 16 kg, so 750 mg a day is low. Worth a call to the prescriber.',
      },
      {
        author: KARIM,
        comment: 'I called the clinic: the dose was raised to 400 mg/5 ml, 8 ml twice a day.',
      },
      { author: ADMIN, comment: 'Thank you both, a clear and useful case.' },
    ],
  },
  {
    author: KARIM,
    title: 'Nine medicines for an 82-year-old: where to start deprescribing?',
    description:
      'Woman, 82, lives alone, dizzy on standing. Takes amlodipine, bisoprolol, furosemide, omeprazole for three years, two sleeping tablets and four supplements. Which ones would you raise with her doctor first?',
    accepted: false,
    daysAgo: 2,
    hue: 265,
    comments: [],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Seeds demo prescriptions into an empty table (never beside real posts), through the same
 * services as the app: photo through the upload pipeline, moderation by the demo admin,
 * comments by the demo pharmacists. Returns how many posts were added.
 */
export async function seedDemoPrescriptions(platform: Platform, now = new Date()): Promise<number> {
  const { db } = platform.database;
  const [existing] = await db.select({ posts: count() }).from(prescription);
  if (existing && existing.posts > 0) return 0;
  const as = (email: string) => demoRequest(platform, email);
  const admin = await as(ADMIN);
  for (const [index, post] of DEMO_POSTS.entries()) {
    const author = await as(post.author);
    const photo = await createUpload(platform, {
      actor: author.actor,
      ownerId: author.viewer.id,
      purpose: 'prescription',
      bytes: await demoPrescriptionPhoto(index + 1, post.hue),
      fileName: 'prescription.jpg',
    });
    const created = await createPrescription(platform, author, {
      title: post.title,
      description: post.description,
      imageUploadId: photo.id,
    });
    if (post.accepted) await acceptPrescription(platform, admin, created.id);
    const postedAt = new Date(now.getTime() - post.daysAgo * DAY_MS);
    await db
      .update(prescription)
      .set({ createdAt: postedAt, updatedAt: postedAt })
      .where(eq(prescription.id, created.id));
    for (const [position, reply] of post.comments.entries()) {
      const added = await createComment(platform, await as(reply.author), created.id, {
        comment: reply.comment,
      });
      const writtenAt = new Date(postedAt.getTime() + (position + 1) * 3 * HOUR_MS);
      await db
        .update(comment)
        .set({ createdAt: writtenAt, updatedAt: writtenAt })
        .where(eq(comment.id, added.id));
    }
  }
  return DEMO_POSTS.length;
}
