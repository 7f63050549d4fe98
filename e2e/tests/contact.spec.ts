import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ContactForm, type ContactValues } from '../pages/ContactForm';

const SUPPORT_MAILBOX = '/dev/mailbox.json?to=support@dawa.example';

const valid = (name: string): ContactValues => ({
  name,
  email: 'mona.adel@example.com',
  phone: '01012345678',
  message: 'Please add the new price of Panadol Extra to the index.',
});

/** Counts contactCreate requests the page sends. */
function countContactRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('contactCreate')) {
      count += 1;
    }
  });
  return () => count;
}

/** Answers contactCreate with a GraphQL error, after `release` resolves. */
async function failContactCreate(
  page: Page,
  extensions: Record<string, unknown>,
  release: Promise<void> = Promise.resolve(),
) {
  await page.route('**/graphql', async (route: Route) => {
    if (!route.request().postData()?.includes('contactCreate')) return route.fallback();
    await release;
    await route.fulfill({
      json: { data: null, errors: [{ message: 'Refused', extensions }] },
    });
  });
}

test.describe('contact form', () => {
  test('shows the rules that failed, on the fields, and sends nothing', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const sent = countContactRequests(page);
    const contact = new ContactForm(page, lang);
    await contact.open();
    await contact.fill({ name: 'M', email: 'mona@example', phone: '0101234', message: 'Hi' });
    await contact.submit();

    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      await expect(contact.error(field)).toHaveText(contact.text.errors[field]);
      await expect(contact.field(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(contact.field(field)).toHaveAttribute(
        'aria-describedby',
        new RegExp(`contact_${field}_help`),
      );
    }

    await contact.field('phone').fill('01012345678');
    await expect(contact.error('phone')).toHaveCount(0);
    await expect(contact.field('phone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('sends a valid message, thanks the sender, clears the form and mails support', async ({
    page,
    lang,
    request,
  }) => {
    const name = `Mona ${lang} ${Date.now()}`;
    const contact = new ContactForm(page, lang);
    await contact.open();
    await contact.fill(valid(name));
    await contact.submit();

    await expect(contact.successToast(name)).toBeVisible();
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      await expect(contact.field(field)).toHaveValue('');
    }

    const response = await request.get(SUPPORT_MAILBOX);
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as {
      messages: { to: string; subject: string | null; text: string }[];
    };
    const mail = messages.find((message) => message.text.includes(name));
    expect(mail).toMatchObject({ to: 'support@dawa.example', subject: `Contact: ${name}` });
    expect(mail?.text).toContain(valid(name).message);
  });

  test('locks the form while sending and shows server field errors on the fields', async ({
    page,
    lang,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await failContactCreate(
      page,
      { code: 'VALIDATION', fieldErrors: [{ path: 'email', message: 'invalidEmail' }] },
      released,
    );
    const contact = new ContactForm(page, lang);
    await contact.open();
    await contact.fill(valid('Karim'));
    await contact.submit();

    await expect(contact.field('name')).toBeDisabled();
    await expect(contact.submitButton).toHaveAttribute('aria-busy', 'true');
    release();

    await expect(contact.error('email')).toHaveText(contact.text.errors.email);
    await expect(contact.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.field('name')).toBeEnabled();
    await expect(contact.field('name')).toHaveValue('Karim');
  });

  test('reports a rate limit with the shared error toast and keeps the message', async ({
    page,
    lang,
  }) => {
    // The real limit (5 per IP per hour) is covered by the API tests; both projects share one
    // server, so the browser test answers for the server instead of spending the quota.
    await failContactCreate(page, { code: 'RATE_LIMITED' });
    const contact = new ContactForm(page, lang);
    await contact.open();
    await contact.fill(valid('Karim'));
    await contact.submit();

    await expect(page.getByText(contact.text.rateLimited)).toBeVisible();
    await expect(contact.field('message')).toHaveValue(valid('Karim').message);
  });
});
