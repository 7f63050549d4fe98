import { expect, test } from '../fixtures';
import { AdminContactPage } from '../pages/AdminContactPage';
import { userWithRoles } from '../pages/AdminDashboardPage';
import { ModerationApiUser } from '../pages/ModerationPage';
import { screenshot } from '../pages/Screens';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin: contact messages', () => {
  test('the home counts the unread; opening one marks it read; the rest are marked in bulk', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    test.setTimeout(120_000);
    const tag = unique();
    const senders = [`Salma ${tag}`, `Omar ${tag}`];
    const visitor = await ModerationApiUser.signUp(`Contact visitor ${lang}`);
    for (const [at, name] of senders.entries())
      await visitor.graphql(
        'mutation ($data: ContactInput!) { contactCreate(data: $data) { name } }',
        {
          data: {
            name,
            email: `contact-${at}-${tag}@dawa.test`,
            phone: '01012345678',
            message:
              lang === 'ar'
                ? `أود إضافة صيدليتي إلى دواء.\nرقم الرسالة ${at + 1}.`
                : `I would like to list my pharmacy on Dawa.\nMessage number ${at + 1}.`,
          },
        },
      );
    const editor = await userWithRoles(`Contact editor ${lang}`, ['editor']);
    await editor.signInBrowser(page.context());
    const contact = new AdminContactPage(page, lang);

    // The admin home: what waits, linking to the unread messages.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/admin`);
    const waiting = page.getByRole('link', {
      name: new RegExp(`^[\\d٠-٩]+ ${contact.text.unreadOnHome}$`),
    });
    await expect(waiting).toHaveAttribute('href', `/${lang}/admin/contact-messages?status=unread`);
    await screenshot(page, lang, 'admin-home-contact');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, lang, 'admin-home-contact', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await waiting.click();
    await contact.heading();

    // Only ours, by the search: both unread, newest first.
    await contact.open(`?status=unread&search=${tag}`);
    await expect(contact.row(tag)).toHaveCount(2);
    await expect(contact.row(senders[1]!)).toContainText(contact.text.unread);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(contact.row(senders[0]!)).toBeVisible();
      await screenshot(page, lang, 'admin-contact-messages', { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousA11yViolations()).toEqual([]);

    // Opening a message shows it whole and marks it read; it leaves the unread list.
    await contact
      .row(senders[1]!)
      .getByRole('button', { name: contact.text.open(senders[1]!) })
      .click();
    const drawer = contact.drawer();
    await expect(drawer).toContainText(`contact-1-${tag}@dawa.test`);
    await expect(drawer).toContainText(contact.text.read);
    await expect(drawer.getByRole('button', { name: contact.text.markUnread })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, lang, 'admin-contact-drawer');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await drawer.getByRole('button', { name: contact.text.close }).click();
    await expect(contact.row(tag)).toHaveCount(1);

    // The other one, in bulk.
    await contact.row(senders[0]!).getByRole('checkbox').check();
    await page.getByRole('button', { name: contact.text.markReadSelected }).click();
    await expect(contact.row(tag)).toHaveCount(0);
    await contact.open(`?status=read&search=${tag}`);
    await expect(contact.row(tag)).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('a viewer reads the messages without changing them', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const tag = unique();
    const visitor = await ModerationApiUser.signUp(`Contact reader visitor ${lang}`);
    await visitor.graphql(
      'mutation ($data: ContactInput!) { contactCreate(data: $data) { name } }',
      {
        data: {
          name: `Mona ${tag}`,
          email: `mona-${tag}@dawa.test`,
          phone: '01012345678',
          message: 'Please call me back about my order.',
        },
      },
    );
    const viewer = await userWithRoles(`Contact viewer ${lang}`, ['viewer']);
    await viewer.signInBrowser(page.context());
    const contact = new AdminContactPage(page, lang);
    await page.goto(`/${lang}/admin`);
    await contact.nav.getByRole('link', { name: contact.text.navContact }).click();
    await contact.heading();
    await contact.open(`?search=${tag}`);
    const row = contact.row(tag);
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    await row.getByRole('button', { name: contact.text.open(`Mona ${tag}`) }).click();
    await expect(contact.drawer()).toContainText(contact.text.unread);
    await expect(
      contact.drawer().getByRole('button', { name: contact.text.markUnread }),
    ).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
