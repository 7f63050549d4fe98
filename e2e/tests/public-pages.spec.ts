import type { Language } from '@dawa/shared/language';
import { expect, test } from '../fixtures';
import { HOME_SECTIONS, HomePage } from '../pages/HomePage';
import { ShellPage } from '../pages/ShellPage';

interface PublicPage {
  path: string;
  title: Record<Language, string>;
}

const PAGES: PublicPage[] = [
  { path: '/services', title: { en: 'Dawa | Services', ar: 'دواء | الخدمات' } },
  { path: '/about', title: { en: 'Dawa | About', ar: 'دواء | من نحن' } },
  { path: '/mail', title: { en: 'Dawa | Welcome', ar: 'دواء | مرحبًا' } },
  { path: '/privacy', title: { en: 'Dawa | Privacy policy', ar: 'دواء | سياسة الخصوصية' } },
  {
    path: '/terms',
    title: { en: 'Dawa | Terms and conditions', ar: 'دواء | الشروط والأحكام' },
  },
];

test.describe('home page', () => {
  test('has the sections home, services, about, downloadNow and contactUs, in order, each with a heading', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const home = new HomePage(page, lang);
    await home.open();
    await expect(page).toHaveTitle(lang === 'en' ? 'Dawa | Home' : 'دواء | الرئيسية');
    await expect(home.section('contactUs')).toBeAttached();
    expect(await home.sectionIds()).toEqual([...HOME_SECTIONS]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const id of HOME_SECTIONS) {
      const heading = await home.sectionHeading(id);
      await expect(heading).toHaveRole('heading');
      await expect(heading).toHaveJSProperty('tagName', id === 'home' ? 'H1' : 'H2');
      await expect(heading).not.toBeEmpty();
      await expect(home.section(id)).toHaveAccessibleName((await heading.textContent()) ?? '');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('lists the services: the index open to all, interactions in a new tab, the rest behind sign-in', async ({
    page,
    lang,
  }) => {
    const home = new HomePage(page, lang);
    await home.open();
    const services = home.section('services');
    const signIn = lang === 'en' ? 'Sign-in required' : 'يتطلب تسجيل الدخول';
    await expect(services.getByText(signIn, { exact: true })).toHaveCount(4);
    for (const path of ['prescriptions', 'job-opportunities', 'facilities', 'offers']) {
      await expect(services.locator(`a[href="/${lang}/${path}"]`)).toHaveCount(1);
    }
    const external = services.locator('a[target="_blank"]');
    await expect(external).toHaveCount(1);
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toHaveAttribute('href', /^https:\/\//);
  });

  test('links the store badges to the support settings', async ({ page, lang, request }) => {
    const response = await request.post('/graphql', {
      data: { query: '{ supportSettings { appStoreUrl googlePlayUrl } }' },
    });
    const { data } = (await response.json()) as {
      data: { supportSettings: { appStoreUrl: string; googlePlayUrl: string } };
    };
    const home = new HomePage(page, lang);
    await home.open();
    const badges = home.section('downloadNow').getByRole('link');
    await expect(badges).toHaveCount(2);
    await expect(badges.nth(0)).toHaveAttribute('href', data.supportSettings.appStoreUrl);
    await expect(badges.nth(1)).toHaveAttribute('href', data.supportSettings.googlePlayUrl);
    await expect(badges.nth(0)).toHaveAccessibleName(/App Store/);
    await expect(badges.nth(1)).toHaveAccessibleName(/Google Play/);
  });

  test('has no serious or critical accessibility violations, contact form included', async ({
    page,
    lang,
    seriousA11yViolations,
  }) => {
    const home = new HomePage(page, lang);
    await page.goto(`/${lang}#contactUs`);
    await expect(home.section('contactUs').getByRole('form')).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

for (const { path, title } of PAGES) {
  test.describe(`${path} page`, () => {
    test('loads with its title, one h1 and no console errors', async ({
      page,
      lang,
      consoleErrors,
    }) => {
      const shell = new ShellPage(page, lang);
      await shell.open(path);
      await expect(page).toHaveTitle(title[lang]);
      await expect(shell.heading).toHaveCount(1);
      await expect(shell.heading).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('has no serious or critical accessibility violations', async ({
      page,
      lang,
      seriousA11yViolations,
    }) => {
      const shell = new ShellPage(page, lang);
      await shell.open(path);
      await expect(page).toHaveTitle(title[lang]);
      expect(await seriousA11yViolations()).toEqual([]);
    });
  });
}

test.describe('/mail landing page', () => {
  test('is reached without a language prefix', async ({ page, lang }) => {
    await page.goto('/mail');
    await expect(page).toHaveURL(`/${lang}/mail`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows three features, social links and a way to the contact form', async ({
    page,
    lang,
  }) => {
    const shell = new ShellPage(page, lang);
    await shell.open('/mail');
    await expect(shell.main.getByRole('heading', { level: 3 })).toHaveCount(3);
    const social = shell.main.locator('a[target="_blank"]');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(/\S/);
    }
    await expect(shell.main.getByText(/©/)).toBeVisible();

    await shell.main
      .getByRole('link', { name: lang === 'en' ? 'Contact us' : 'تواصل معنا' })
      .click();
    await expect(page).toHaveURL(`/${lang}#contactUs`);
    await expect(page.locator('section#contactUs')).toBeInViewport();
  });
});

test.describe('legal pages', () => {
  test('the privacy policy gives its effective date and the minimum age', async ({
    page,
    lang,
  }) => {
    const shell = new ShellPage(page, lang);
    await shell.open('/privacy');
    await expect(
      shell.main.getByText(lang === 'en' ? '7 July 2020' : '7 يوليو 2020'),
    ).toBeVisible();
    await expect(shell.main.locator('section#children')).toContainText('13');
    await expect(shell.main.getByRole('link', { name: 'support@dawa.example' })).toBeVisible();
  });
});
