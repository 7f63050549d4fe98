import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { ADMIN, ModerationApiUser } from './ModerationPage';
import { PageObject } from './PageObject';

const TEXT = {
  en: {
    navLabel: 'Admin sections',
    menuButton: /^Admin menu/,
    nav: {
      home: 'Home',
      drugs: 'Drugs',
      analytics: 'Dashboard',
      moderation: 'Moderation',
      contact: 'Contact messages',
      offers: 'Offers',
      customers: 'Customers',
      products: 'Products',
      orders: 'Orders',
      referenceData: 'Reference data',
      import: 'Import',
    },
    groups: { content: 'Content', marketplace: 'Marketplace', data: 'Data' },
    dashboard: 'Dashboard',
    home: 'Admin',
    logins: 'Logins by method',
    shares: 'Shares by service and network',
    activeUsers: 'Daily active users',
    email: 'E-mail',
    whatsappJobs: 'Job opportunities · WhatsApp',
    pendingJobs: 'Job ads in review',
    quickRanges: 'Quick ranges',
    sevenDays: '7 days',
  },
  ar: {
    navLabel: 'أقسام الإدارة',
    menuButton: /^قائمة الإدارة/,
    nav: {
      home: 'الرئيسية',
      drugs: 'الأدوية',
      analytics: 'لوحة المؤشرات',
      moderation: 'المراجعة',
      contact: 'رسائل التواصل',
      offers: 'العروض',
      customers: 'العملاء',
      products: 'المنتجات',
      orders: 'الطلبات',
      referenceData: 'البيانات المرجعية',
      import: 'الاستيراد',
    },
    groups: { content: 'المحتوى', marketplace: 'السوق', data: 'البيانات' },
    dashboard: 'لوحة المؤشرات',
    home: 'الإدارة',
    logins: 'تسجيل الدخول حسب الطريقة',
    shares: 'المشاركات حسب الخدمة والشبكة',
    activeUsers: 'المستخدمون النشطون يوميًا',
    email: 'البريد الإلكتروني',
    whatsappJobs: 'فرص العمل · WhatsApp',
    pendingJobs: 'إعلانات وظائف قيد المراجعة',
    quickRanges: 'فترات سريعة',
    sevenDays: '7 أيام',
  },
};

/** `/{lang}/admin` and `/{lang}/admin/analytics`: the grouped menu, the home and the charts. */
export class AdminDashboardPage extends PageObject(TEXT) {
  readonly nav = this.page.getByRole('navigation', { name: this.text.navLabel });

  open(path = '') {
    return this.page.goto(`/${this.lang}/admin${path}`);
  }

  chart(title: string): Locator {
    return this.page.getByRole('figure', { name: title });
  }

  /**
   * The inline position of a chart's bars, as a share of its width (0 at the left edge): where
   * the days of the range fall.
   */
  barPositions(title: string): Promise<number[]> {
    return this.chart(title)
      .locator('svg')
      .evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('rect:not(:has(title))')].map((rect) => {
          const r = rect.getBoundingClientRect();
          return (r.left + r.width / 2 - box.left) / box.width;
        });
      });
  }
}

/** A new account given `roles` by the admin, with its API session. */
export async function userWithRoles(name: string, roles: string[]): Promise<ModerationApiUser> {
  const user = await ModerationApiUser.signUp(name);
  const admin = await ModerationApiUser.signIn(ADMIN);
  await admin.graphql(
    'mutation ($id: String!, $roles: [String!]!) { userRolesSet(userId: $id, roles: $roles) { id } }',
    {
      id: await user.id(),
      roles,
    },
  );
  return user;
}

/** Analytics events through the real ingestion endpoint, as the web app batches them. */
export async function trackEvents(
  user: ModerationApiUser,
  events: { name: string; params?: Record<string, unknown> }[],
): Promise<void> {
  await user.graphql(
    'mutation ($anonymousId: String!, $events: [AnalyticsEventInput!]!) { analyticsTrack(anonymousId: $anonymousId, events: $events) }',
    { anonymousId: randomUUID(), events },
  );
}
