import sharp from 'sharp';
import { DIALOG, expect, test } from '../fixtures';
import { ADMIN, ApiUser, makePng } from '../pages/PrescriptionsApi';
import { PrescriptionsPage } from '../pages/PrescriptionsPage';
import { expectNoMetadata, photoWithGps } from '../pages/photoMetadata';
import { screenshot } from '../pages/Screens';

const png = makePng(24, 16);
const NAMES = { en: 'Presc Tester', ar: 'مختبر الروشتات' } as const;

let admin: ApiUser | undefined;
/** The moderator (the demo owner account), signed in once per worker. */
async function moderator(): Promise<ApiUser> {
  admin ??= await ApiUser.signIn(ADMIN);
  return admin;
}

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

async function acceptedPrescription(author: ApiUser, title: string): Promise<string> {
  const id = await author.createPrescription(title, png);
  await (await moderator()).accept(id);
  return id;
}

async function fillForm(presc: PrescriptionsPage, title: string, description: string) {
  await presc.dialog.getByLabel(presc.text.title, { exact: true }).fill(title);
  await presc.dialog.getByLabel(presc.text.description, { exact: true }).fill(description);
}

async function attachPhoto(presc: PrescriptionsPage) {
  await presc.fileInput.setInputFiles({ name: 'case.png', mimeType: 'image/png', buffer: png });
  await expect(presc.preview()).toBeVisible();
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('prescriptions', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/prescriptions`);
    await expect(page).toHaveURL(`/${lang}?next=${encodeURIComponent(`/${lang}/prescriptions`)}`);
    await page.goto(`/${lang}/prescriptions/some-id`);
    await expect(page).toHaveURL(
      `/${lang}?next=${encodeURIComponent(`/${lang}/prescriptions/some-id`)}`,
    );
  });

  test('creates with a photo, waits for approval, then appears live once accepted', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    // Two axe passes on a shared 2-core machine.
    test.setTimeout(90_000);
    const author = await ApiUser.signUp(NAMES[lang]);
    await author.signInBrowser(page.context());
    const presc = new PrescriptionsPage(page, lang);
    await presc.openList();
    await expect(page.getByRole('heading', { level: 1, name: presc.text.heading })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);

    await presc.openCreateDialog();
    // Empty form: the SPEC §5 messages.
    await presc.dialog.getByRole('button', { name: presc.text.publish }).click();
    await expect(presc.dialog.getByText(presc.text.invalidTitle)).toBeVisible();
    await expect(presc.dialog.getByText(presc.text.invalidDescription)).toBeVisible();
    await expect(presc.dialog.getByText(presc.text.imageRequired)).toBeVisible();
    // Client-side checks of the upload widget.
    await presc.fileInput.setInputFiles({
      name: 'notes.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(presc.dialog.getByText(presc.text.invalidFormat)).toBeVisible();
    await presc.fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(presc.dialog.getByText(presc.text.tooBig)).toBeVisible();

    const title = unique(lang === 'ar' ? 'حالة سعال' : 'Cough case');
    await fillForm(presc, title, 'Adult, 40, productive cough for 5 days. Which antibiotic?');
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    await presc.fileInput.setInputFiles({
      name: 'case.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(presc.preview()).toBeVisible();
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    await presc.dialog.getByRole('button', { name: presc.text.publish }).click();
    await expect(
      presc.dialog.getByRole('status').filter({ hasText: presc.text.pending }),
    ).toBeVisible();
    await presc.dialog.getByRole('button', { name: presc.text.close, exact: true }).last().click();
    await expect(presc.dialog).toBeHidden();

    // Pending: not listed. The moderator accepts it through the API: it appears live.
    await expect(presc.card(title)).toHaveCount(0);
    const created = await author.graphql<{ myPrescriptions: { items: { id: string }[] } }>(
      '{ myPrescriptions { items { id } } }',
    );
    expect(created.data?.myPrescriptions.items).toEqual([]);
    const moderation = await (
      await moderator()
    ).graphql<{ moderationQueue: { items: { id: string; title: string }[] } }>(
      '{ moderationQueue(kind: prescription, first: 100) { items { id title } } }',
    );
    const id = moderation.data?.moderationQueue.items.find((item) => item.title === title)?.id;
    expect(id).toBeTruthy();
    await (await moderator()).accept(id ?? '');
    await expect(presc.card(title)).toBeVisible();
    await expect(presc.card(title).getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/${lang}/prescriptions/${id}`,
    );
    // The photo's EXIF (GPS, camera) is gone from the stored image and its thumbnail.
    const stored = await author.graphql<{ prescription: { image: string; thumbnail: string } }>(
      'query($id: ID!) { prescription(id: $id) { image thumbnail } }',
      { id },
    );
    await expectNoMetadata(page.request, stored.data?.prescription.image ?? '');
    await expectNoMetadata(page.request, stored.data?.prescription.thumbnail ?? '');
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`the toast after publishing shows above the dialog, clear of its title, at ${width} px`, async ({
      page,
      lang,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const author = await ApiUser.signUp(NAMES[lang]);
      await author.signInBrowser(page.context());
      const presc = new PrescriptionsPage(page, lang);
      // The "waiting for approval" notification comes over the tab's live stream.
      const live = page.waitForResponse(
        (response) =>
          (response.request().postData() ?? '').includes('subscription NotificationChanged') &&
          (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
      );
      await presc.openList();
      await live;
      await presc.openCreateDialog();
      const title = unique(lang === 'ar' ? 'حالة سعال' : 'Cough case');
      await fillForm(presc, title, 'Adult, 40, productive cough for 5 days. Which antibiotic?');
      await attachPhoto(presc);
      await presc.dialog.getByRole('button', { name: presc.text.publish }).click();

      // The dialog stays open on its "sent for review" panel while the toast shows.
      const toast = page.locator('.ant-notification-notice').filter({ hasText: title });
      await expect(toast).toBeVisible();
      await expect(presc.dialog).toBeVisible();
      const toastBox = await toast.boundingBox();
      const covered = [
        await presc.dialog.locator('.ant-modal-header').boundingBox(),
        await presc.dialog.locator('.ant-modal-close').boundingBox(),
      ];
      expect(toastBox).not.toBeNull();
      for (const box of covered) {
        expect(box).not.toBeNull();
        expect(overlaps(toastBox, box), JSON.stringify({ toastBox, box })).toBe(false);
      }
      // Topmost: what is drawn at its centre is the toast, not the dialog's overlay.
      const onTop = await toast.evaluate((element) => {
        const { x, y, width: w, height: h } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + w / 2, y + h / 2));
      });
      expect(onTop).toBe(true);
      await screenshot(page, lang, 'prescription-published-toast');
    });
  }

  test('pages with ?page= through reload and back/forward, probing the edges', async ({
    page,
    lang,
  }) => {
    test.setTimeout(120_000);
    const reader = await ApiUser.signUp(NAMES[lang]);
    // More than one page: 21 listed prescriptions at least (3 a month per author).
    let listed = await reader.countListed(21);
    while (listed < 21) {
      const author = await ApiUser.signUp(NAMES[lang]);
      for (let i = 0; i < 3 && listed < 21; i += 1) {
        await acceptedPrescription(author, unique('Paged case'));
        listed += 1;
      }
      listed = await reader.countListed(21);
    }
    await reader.signInBrowser(page.context());
    const presc = new PrescriptionsPage(page, lang);
    await presc.openList();
    await expect(presc.cards()).toHaveCount(20);
    // A clamped title is cut at its own end: an English one in an Arabic page runs left to right.
    const titles = await presc
      .cards()
      .locator('h2')
      .evaluateAll((headings) =>
        headings.map((heading) => ({
          text: heading.textContent ?? '',
          direction: getComputedStyle(heading).direction,
        })),
      );
    for (const { text, direction } of titles)
      expect(direction, text).toBe(/^[^A-Za-z]*[\u0600-\u06FF]/.test(text) ? 'rtl' : 'ltr');
    const previous = presc.pager.getByRole('button', { name: presc.text.previous });
    const next = presc.pager.getByRole('button', { name: presc.text.next });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect.poll(() => presc.params().get('page')).toBe('2');
    await expect(presc.pager.getByText(presc.text.page(2))).toBeVisible();
    await expect(previous).toBeEnabled();
    const firstOnTwo = await presc.cards().first().getAttribute('data-prescription-id');
    const pageOneFirst = await (async () => {
      await page.goBack();
      await expect.poll(() => presc.params().get('page')).toBeNull();
      await expect(previous).toBeDisabled();
      return presc.cards().first().getAttribute('data-prescription-id');
    })();
    expect(pageOneFirst).not.toBe(firstOnTwo);
    await page.goForward();
    await expect.poll(() => presc.params().get('page')).toBe('2');
    await expect(presc.cards().first()).toHaveAttribute('data-prescription-id', firstOnTwo ?? '');
    await page.reload();
    await expect(presc.pager.getByText(presc.text.page(2))).toBeVisible();
    await expect(presc.cards().first()).toHaveAttribute('data-prescription-id', firstOnTwo ?? '');
    await expect(previous).toBeEnabled();

    // A typed link to page 2 is restored as page × 20 from the top.
    await presc.openList('?page=2');
    await expect(presc.pager.getByText(presc.text.page(2))).toBeVisible();
    await expect(presc.cards().first()).toBeVisible();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => presc.params().get('page')).toBeNull();
    await expect(previous).toBeDisabled();
  });

  test('comments: write, edit, delete, load more; another reader sees typing and the comment live', async ({
    page,
    newContext,
    lang,
    seriousA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const author = await ApiUser.signUp(NAMES[lang]);
    const writer = await ApiUser.signUp(lang === 'ar' ? 'كاتب التعليق' : 'Comment Writer');
    const reader = await ApiUser.signUp(NAMES[lang]);
    const id = await acceptedPrescription(
      author,
      unique(lang === 'ar' ? 'حالة للنقاش' : 'Case to discuss'),
    );
    for (let i = 1; i <= 6; i += 1) await author.comment(id, `Earlier note ${i}`);

    await writer.signInBrowser(page.context());
    const presc = new PrescriptionsPage(page, lang);
    await presc.openDetail(id);
    // 5 newest first, then the 6th after "load more".
    await expect(presc.comment('Earlier note 6')).toBeVisible();
    await expect(presc.comment('Earlier note 1')).toHaveCount(0);
    await presc.button(presc.text.loadMore).click();
    await expect(presc.comment('Earlier note 1')).toBeVisible();
    await expect(presc.button(presc.text.loadMore)).toHaveCount(0);

    const otherContext = await newContext();
    const other = await otherContext.newPage();
    await reader.signInBrowser(otherContext);
    const otherPresc = new PrescriptionsPage(other, lang);
    await otherPresc.openDetail(id);
    await expect(otherPresc.comment('Earlier note 6')).toBeVisible();

    const box = page.getByLabel(presc.text.commentLabel, { exact: true });
    await box.pressSequentially('Amoxicillin', { delay: 20 });
    await expect(other.getByTestId('typing')).toHaveText(
      presc.text.typing(lang === 'ar' ? 'كاتب التعليق' : 'Comment Writer'),
    );
    const mine = unique('Amoxicillin first, then review');
    await box.fill(mine);
    await presc.button(presc.text.send).click();
    await expect(presc.comment(mine)).toBeVisible();
    await expect(otherPresc.comment(mine)).toBeVisible();
    await expect(other.getByTestId('typing')).toHaveText('');
    await screenshot(page, lang, 'prescriptions-detail-comments', { fullPage: true });

    // Edit own comment; the other reader sees the new text live.
    await presc.comment(mine).getByRole('button', { name: presc.text.edit }).click();
    const edited = `${mine} (edited)`;
    await page.getByLabel(presc.text.editLabel).fill(edited);
    await presc.comment(mine).getByRole('button', { name: presc.text.saveComment }).click();
    await expect(presc.comment(edited)).toBeVisible();
    await expect(otherPresc.comment(edited)).toBeVisible();
    // Only own comments have actions.
    await expect(
      presc.comment('Earlier note 6').getByRole('button', { name: presc.text.edit }),
    ).toHaveCount(0);
    expect(await seriousA11yViolations()).toEqual([]);

    await presc.comment(edited).getByRole('button', { name: presc.text.delete }).click();
    await presc.comment(edited).getByRole('button', { name: presc.text.delete }).click();
    await expect(presc.comment(edited)).toHaveCount(0);
    await expect(otherPresc.comment(edited)).toHaveCount(0);
  });

  test('the quota is said as the form opens, and a 4th prescription sent meanwhile is refused', async ({
    page,
    lang,
  }) => {
    test.setTimeout(60_000);
    const author = await ApiUser.signUp(NAMES[lang]);
    for (let i = 1; i <= 2; i += 1) await author.createPrescription(unique(`Quota case ${i}`), png);
    await author.signInBrowser(page.context());
    const presc = new PrescriptionsPage(page, lang);
    await presc.openList();
    // 2 of 3: the form opens; the 3rd is sent from elsewhere while it is being filled in.
    await presc.openCreateDialog();
    await fillForm(presc, unique('Quota case 4'), 'Child, 6, fever for 2 days. Paracetamol dose?');
    await attachPhoto(presc);
    await author.createPrescription(unique('Quota case 3'), png);
    await presc.dialog.getByRole('button', { name: presc.text.publish }).click();
    const quota = presc.dialog.getByRole('alert').filter({ hasText: presc.text.quota });
    await expect(quota).toBeVisible();
    await presc.dialog.getByRole('button', { name: presc.text.close, exact: true }).click();
    await expect(presc.dialog).toBeHidden();

    // 3 of 3: the next opening says so at once, before anything is filled in (#23).
    await presc.openCreateDialog();
    await expect(quota).toBeVisible();
    await expect(presc.dialog.getByRole('button', { name: presc.text.publish })).toHaveCount(0);
    await screenshot(page, lang, 'prescriptions-quota-on-open');
  });

  test('the author edits an accepted prescription: it stays public with its comments, its edit in review', async ({
    page,
    lang,
  }) => {
    test.setTimeout(60_000);
    const author = await ApiUser.signUp(NAMES[lang]);
    const title = unique('Edit me');
    const id = await acceptedPrescription(author, title);
    const reader = await ApiUser.signUp(NAMES[lang]);
    await reader.comment(id, 'Any fever with the rash?');
    await author.signInBrowser(page.context());
    const presc = new PrescriptionsPage(page, lang);
    await presc.openDetail(id);
    await page.getByRole('link', { name: presc.text.edit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/edit-prescription/${id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: presc.text.editPrescription }),
    ).toBeVisible();
    const newTitle = `${title} edited`;
    await page.getByLabel(presc.text.title, { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: presc.text.save }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/prescriptions/${id}$`));
    // The accepted version stays, with its comment; the author reads that their edit waits.
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(presc.text.editAwaiting);
    await expect(page.getByText('Any fever with the rash?')).toBeVisible();

    // Their list labels it; editing again starts from the edit.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/my-prescriptions`);
      const card = presc.card(title);
      await expect(card.getByText(presc.text.editInReview)).toBeVisible();
      await expect(card.getByText(presc.text.oneComment)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, lang, 'prescriptions-mine-edit-in-review');
    }
    await page.goto(`/${lang}/edit-prescription/${id}`);
    await expect(page.getByLabel(presc.text.title, { exact: true })).toHaveValue(newTitle);

    // Everyone else still finds it in the public list, as accepted, and nothing of the edit.
    await reader.signInBrowser(page.context());
    await presc.openList();
    const listed = presc.card(title);
    await expect(listed.getByText(presc.text.oneComment)).toBeVisible();
    await expect(listed.getByText(presc.text.editInReview)).toHaveCount(0);

    // Someone else is refused the edit page.
    const other = await ApiUser.signUp(NAMES[lang]);
    await other.signInBrowser(page.context());
    await page.goto(`/${lang}/edit-prescription/${id}`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/(403|404)$`));
  });

  for (const width of [390, 1440]) {
    test(`screenshots at ${width}`, async ({ page, lang }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const author = await ApiUser.signUp(NAMES[lang]);
      await author.signInBrowser(page.context());
      const presc = new PrescriptionsPage(page, lang);
      await presc.openList();
      await expect(presc.cards().first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, lang, 'prescriptions-list', { fullPage: true });

      await presc.openCreateDialog();
      await presc.dialog.getByRole('button', { name: presc.text.publish }).click();
      await expect(presc.dialog.getByText(presc.text.imageRequired)).toBeVisible();
      await screenshot(page, lang, 'prescriptions-form-errors', { fullPage: true });

      // Hold the upload's answer to see the progress state.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/uploads**', async (route) => {
        await held;
        await route.continue();
      });
      await fillForm(
        presc,
        'Hypertension follow-up',
        'Adult, 55, BP 160/100 on amlodipine 5 mg. Next step?',
      );
      await presc.fileInput.setInputFiles({ name: 'case.png', mimeType: 'image/png', buffer: png });
      await expect(presc.dialog.locator('progress')).toBeVisible();
      await screenshot(page, lang, 'prescriptions-form-uploading', { fullPage: true });
      release();
      await expect(presc.preview()).toBeVisible();
      await screenshot(page, lang, 'prescriptions-form-ready', { fullPage: true });
      await page.keyboard.press('Escape');

      const id = await acceptedPrescription(author, unique('Screenshot case'));
      await author.comment(id, 'Check kidney function before raising the dose.');
      await presc.openDetail(id);
      await expect(page.getByText('Check kidney function')).toBeVisible();
      await screenshot(page, lang, 'prescriptions-detail', { fullPage: true });

      // Own list: the accepted one only (SPEC §4), then its edit page.
      await page.goto(`/${lang}/my-prescriptions`);
      await expect(
        page.getByRole('heading', { level: 1, name: presc.text.myHeading }),
      ).toBeVisible();
      await expect(presc.cards()).toHaveCount(1);
      await screenshot(page, lang, 'prescriptions-mine', { fullPage: true });
      await page.goto(`/${lang}/edit-prescription/${id}`);
      await expect(presc.field(presc.text.title)).toHaveValue(/Screenshot case/);
      await screenshot(page, lang, 'prescriptions-edit', { fullPage: true });
    });
  }
});
