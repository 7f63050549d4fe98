import { expect, test } from '../fixtures';
import { ADMIN, JobsApiUser, JobsPage } from '../pages/JobsPage';

const NAMES = { en: 'Jobs Poster', ar: 'صاحب الوظائف' } as const;

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test.describe('job opportunities', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/job-opportunities`);
    await expect(page).toHaveURL(
      `/${lang}?next=${encodeURIComponent(`/${lang}/job-opportunities`)}`,
    );
    await page.goto(`/${lang}/job-opportunities/some-id`);
    await expect(page).toHaveURL(
      `/${lang}?next=${encodeURIComponent(`/${lang}/job-opportunities/some-id`)}`,
    );
  });

  test('filters narrow the list and stay in the URL through reload and back; a new ad arrives live', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const [poster, admin] = await Promise.all([
      JobsApiUser.signUp(NAMES[lang]),
      JobsApiUser.signIn(ADMIN),
    ]);
    const tag = unique('Zq');
    const giza = `${tag} Giza pharmacist`;
    const alex = `${tag} Smouha pharmacist`;
    await poster.createAcceptedJob(admin, giza);
    await poster.createAcceptedJob(admin, alex, {
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
      salary: { negotiable: false, from: 9000, to: 12000, period: 'month' },
    });
    await poster.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);

    await jobs.openList(`?q=${encodeURIComponent(tag)}`);
    await expect(jobs.heading()).toHaveText(jobs.text.heading);
    await expect(jobs.cards()).toHaveCount(2);
    // Newest published first; the salary in the page language.
    await expect(jobs.cards().first()).toHaveAccessibleName(alex);
    await expect(jobs.card(alex)).toContainText(jobs.text.range);
    await expect(jobs.card(giza)).toContainText(jobs.text.negotiable);
    expect(await seriousA11yViolations()).toEqual([]);

    // A governorate, then one of its districts: the URL says so.
    await jobs.filter(jobs.text.city).selectOption({ label: jobs.text.alexandria });
    await expect(page).toHaveURL(/city=alexandria/);
    await expect(jobs.cards()).toHaveCount(1);
    await jobs.filter(jobs.text.region).selectOption({ label: jobs.text.smouha });
    await expect(page).toHaveURL(/region=alexandria\.smouha/);
    await expect(jobs.cards()).toHaveCount(1);
    await page.reload();
    await expect(jobs.filter(jobs.text.region)).toHaveValue('alexandria.smouha');
    await expect(jobs.cards()).toHaveCount(1);
    await page.goBack();
    await page.goBack();
    await expect(jobs.filter(jobs.text.city)).toHaveValue('');
    await expect(jobs.cards()).toHaveCount(2);

    // Words that match nothing: said so, with a way out.
    await jobs.filter(jobs.text.search).fill(`${tag} nothing`);
    await jobs.filters.getByRole('button', { name: jobs.text.apply }).click();
    await expect(page.getByText(jobs.text.empty)).toBeVisible();
    await page.goBack();
    await expect(jobs.cards()).toHaveCount(2);

    // Another ad of the same search is accepted while the list is open: it appears.
    const live = `${tag} live ad`;
    await poster.createAcceptedJob(admin, live);
    await expect(jobs.card(live)).toBeVisible();
    await expect(jobs.cards()).toHaveCount(3);
    await jobs.shot('jobs-list');
    expect(consoleErrors).toEqual([]);
  });

  test('the job view has the facts and the ways to contact; a filled job says so', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const [poster, admin] = await Promise.all([
      JobsApiUser.signUp(NAMES[lang]),
      JobsApiUser.signIn(ADMIN),
    ]);
    const name = unique(lang === 'ar' ? 'صيدلي وردية ليلية' : 'Night shift pharmacist');
    const id = await poster.createAcceptedJob(admin, name, {
      description:
        lang === 'ar'
          ? 'وردية ليلية من 12 منتصف الليل حتى 8 صباحًا، خمسة أيام في الأسبوع.\nخبرة سنة على الأقل.'
          : 'Night shift from midnight to 8 am, five days a week.\nAt least one year of experience.',
    });
    const reader = await JobsApiUser.signUp(NAMES[lang]);
    await reader.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);
    await jobs.openJob(id);
    await expect(jobs.heading()).toHaveText(name);
    await expect(page.getByText(jobs.text.pharmacist, { exact: true })).toBeVisible();
    await expect(page.getByText(jobs.text.giza)).toBeVisible();

    const contact = page.getByRole('region', { name: jobs.text.contact });
    await expect(
      contact.getByRole('link', { name: jobs.text.call('01012345678') }),
    ).toHaveAttribute('href', 'tel:01012345678');
    await expect(contact.getByRole('link', { name: jobs.text.whatsApp })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/201012345678\?text=/,
    );
    await expect(contact.getByRole('link', { name: jobs.text.email })).toHaveAttribute(
      'href',
      /^mailto:jobs@elnour\.example\?subject=/,
    );
    await expect(page.getByTestId('share-menu')).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await jobs.shot('job-view');
    await page.setViewportSize({ width: 390, height: 844 });
    await jobs.shot('job-view');

    await poster.setHired(id);
    await page.reload();
    await expect(page.getByText(jobs.text.hiredNotice)).toBeVisible();
    await expect(page.getByText(jobs.text.hired, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: jobs.text.contact })).toHaveCount(0);
    await expect(page.getByTestId('share-menu')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone the filters fold behind a button that counts them', async ({ page, lang }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const poster = await JobsApiUser.signUp(NAMES[lang]);
    await poster.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);
    await jobs.openList('?city=giza&position=pharmacist');
    const toggle = jobs.filters.getByRole('button', { name: `${jobs.text.filterToggle} (2)` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(jobs.filter(jobs.text.city)).toBeHidden();
    await toggle.click();
    await expect(jobs.filter(jobs.text.city)).toHaveValue('giza');
    await jobs.shot('jobs-filters');
  });

  test('a job ad is written in the form, checked as it is filled, and waits for approval', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const poster = await JobsApiUser.signUp(NAMES[lang]);
    await poster.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);
    const form = jobs.text.form;
    await page.goto(`/${lang}/add-job`);
    const publish = page.getByRole('button', { name: form.publish });
    await publish.click();
    await expect(page.getByText(form.invalidName)).toBeVisible();
    await expect(page.getByText(form.invalidCity)).toBeVisible();
    await page.getByLabel(form.phone).fill('12345');
    await expect(page.getByText(form.invalidPhone)).toBeVisible();
    expect(await seriousA11yViolations('form')).toEqual([]);
    await jobs.shot('job-form-errors');

    const name = unique(lang === 'ar' ? 'صيدلي وردية صباحية' : 'Morning shift pharmacist');
    await page.getByLabel(form.name).fill(name);
    await page.getByLabel(form.company, { exact: true }).fill('El Nour Pharmacies');
    await jobs.choose(form.position, jobs.text.pharmacist);
    await jobs.choose(form.workplace, form.communityPharmacy);
    await jobs.choose(form.city, jobs.text.giza);
    await jobs.choose(form.region, form.dokki);
    await page.getByLabel(form.address).fill('12 Tahrir Street, Dokki');
    await page
      .getByLabel(form.description)
      .fill('Morning shift from 8 am to 4 pm, six days a week; a year of experience.');
    await page.getByLabel(form.negotiable).check();
    await page.getByLabel(form.email).fill('jobs@elnour.example');
    await page.getByLabel(form.phone).fill('01012345678');
    await publish.click();
    await expect(page.getByRole('status').filter({ hasText: form.pending })).toBeVisible();
    await jobs.shot('job-form-pending');
    expect(consoleErrors).toEqual([]);
  });

  test('at the monthly limit, the add-job guard sends the user home with the message', async ({
    page,
    lang,
  }) => {
    const poster = await JobsApiUser.signUp(NAMES[lang]);
    for (let index = 0; index < 10; index += 1) await poster.createJob(unique('Quota ad'));
    await poster.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);
    await page.goto(`/${lang}/add-job`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    await expect(page.getByText(jobs.text.form.quotaGuard)).toBeVisible();
  });

  test('my jobs: labels, Hired and Open again, and Edit opens the ad in the form', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const [poster, admin] = await Promise.all([
      JobsApiUser.signUp(NAMES[lang]),
      JobsApiUser.signIn(ADMIN),
    ]);
    const active = unique(lang === 'ar' ? 'صيدلي متاح' : 'Open position');
    const waiting = unique(lang === 'ar' ? 'إعلان قيد المراجعة' : 'Waiting ad');
    await poster.createAcceptedJob(admin, active);
    await poster.createJob(waiting);
    // An accepted ad whose edit waits stays Active, marked "Edit in review" (#23).
    const edited = unique(lang === 'ar' ? 'صيدلي مسائي' : 'Evening pharmacist');
    await poster.updateJob(await poster.createAcceptedJob(admin, edited), `${edited} (2)`);
    await poster.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);
    await page.goto(`/${lang}/my-jobs`);
    await expect(jobs.heading()).toHaveText(jobs.text.mine);
    await expect(jobs.card(waiting)).toContainText(jobs.text.labels.inReview);
    const card = jobs.card(active);
    await expect(card).toContainText(jobs.text.labels.active);
    const editedCard = jobs.card(edited);
    await expect(editedCard.getByText(jobs.text.labels.active, { exact: true })).toBeVisible();
    await expect(
      editedCard.getByText(jobs.text.labels.editInReview, { exact: true }),
    ).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await jobs.shot('my-jobs');

    await card.getByRole('button', { name: jobs.text.markHired }).click();
    await expect(card.getByRole('button', { name: jobs.text.reopen })).toBeVisible();
    await expect(card.getByText(jobs.text.labels.hired, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: jobs.text.reopen }).click();
    await expect(card.getByText(jobs.text.labels.active, { exact: true })).toBeVisible();

    await card.getByRole('link', { name: jobs.text.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/add-job/edit/`));
    await expect(page.getByLabel(jobs.text.form.name)).toHaveValue(active);
    expect(consoleErrors).toEqual([]);
  });

  test('a saved job alert tells the user live of a matching new ad; alerts are managed in the profile', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const [watcher, poster, admin] = await Promise.all([
      JobsApiUser.signUp(NAMES[lang]),
      JobsApiUser.signUp(NAMES[lang]),
      JobsApiUser.signIn(ADMIN),
    ]);
    const tag = unique('Alerted');
    await watcher.signInBrowser(page.context());
    const jobs = new JobsPage(page, lang);
    const alerts = jobs.text.alerts;

    await jobs.openListLive(`?city=alexandria&q=${encodeURIComponent(tag)}`);
    await page.getByRole('button', { name: alerts.save }).click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: alerts.savedToast }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: alerts.saved }),
    ).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);

    // An ad elsewhere tells nothing; a matching one is told live, toast and list alike.
    await poster.createAcceptedJob(admin, `${tag} in Giza`);
    const name = `${tag} Smouha pharmacist`;
    await poster.createAcceptedJob(admin, name, {
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
    });
    const toast = page.locator('.ant-notification-notice').filter({ hasText: alerts.told });
    await expect(toast).toContainText(name);
    await expect(jobs.card(name)).toBeVisible();
    await expect(jobs.cards()).toHaveCount(1);
    await jobs.shot('job-alert-saved');

    // Managed from the profile's jobs tab.
    await page.getByRole('link', { name: alerts.manage }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile\\?tab=jobs#job-alerts$`));
    const summary = alerts.summary(tag);
    await expect(page.getByRole('heading', { name: alerts.heading })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: summary })).toBeVisible();
    expect(await seriousA11yViolations('#job-alerts')).toEqual([]);
    await jobs.shot('job-alerts-profile');
    await page.setViewportSize({ width: 375, height: 800 });
    await jobs.shot('job-alerts-profile');
    await page.getByRole('button', { name: alerts.deleteNamed(summary) }).click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: alerts.deleted }),
    ).toBeVisible();
    await expect(page.getByText(alerts.empty)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
