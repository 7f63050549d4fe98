import { DIALOG, expect, test } from '../fixtures';
import { ADMIN, ModerationApiUser, ModerationPage, makePng } from '../pages/ModerationPage';
import { PrescriptionsPage } from '../pages/PrescriptionsPage';

const png = makePng();
const AUTHOR = { en: 'Moderation Author', ar: 'صاحب الروشتة' } as const;

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test.describe('admin: moderation', () => {
  test('a signed-out visitor is sent home, asked to log in', async ({ page, lang }) => {
    await page.goto(`/${lang}/admin/moderation`);
    await expect(page).toHaveURL(
      `/${lang}?next=${encodeURIComponent(`/${lang}/admin/moderation`)}`,
    );
  });

  test('a moderator accepts one prescription and deletes another with a reason', async ({
    page,
    newContext,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    // Two axe passes and four screenshots on a shared 2-core machine.
    test.setTimeout(120_000);
    const author = await ModerationApiUser.signUp(AUTHOR[lang]);
    const keep = unique(lang === 'ar' ? 'سعال مع حرارة' : 'Cough with fever');
    const drop = unique(lang === 'ar' ? 'حالة للحذف' : 'Case to delete');
    const longCase = `${'Adult, 40, productive cough for 5 days. '.repeat(8)}Which antibiotic, and for how long?`;
    const keepId = await author.createPrescription(keep, png, longCase);
    const dropId = await author.createPrescription(drop, png);

    const admin = await ModerationApiUser.signIn(ADMIN);
    await admin.signInBrowser(page.context());
    const moderation = new ModerationPage(page, lang);

    // Another member reads the list in a browser of their own while the moderator works.
    const readerContext = await newContext();
    await (await ModerationApiUser.signUp(AUTHOR[lang])).signInBrowser(readerContext);
    const reader = new PrescriptionsPage(await readerContext.newPage(), lang);
    await reader.openList();
    await expect(reader.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.card(keep)).toHaveCount(0);

    // A phone first: the admin menu is a drawer, this section marked current in it.
    await page.setViewportSize({ width: 390, height: 844 });
    await moderation.open();
    await moderation.find(keep);
    await moderation.shot('queue');
    await page.getByRole('button', { name: moderation.text.adminMenu }).click();
    await expect(
      moderation.nav.getByRole('link', { name: moderation.text.navEntry, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(moderation.nav).toHaveCount(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(
      page.getByRole('heading', { level: 1, name: moderation.text.heading }),
    ).toBeVisible();
    await expect(
      moderation.nav.getByRole('link', { name: moderation.text.navEntry, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('tab', { name: moderation.text.prescriptions, selected: true }),
    ).toBeVisible();

    // Both wait for review, newest first, with their author, date and photo.
    const keepCard = await moderation.find(keep);
    const dropCard = await moderation.find(drop);
    await expect(keepCard.getByText(AUTHOR[lang], { exact: true })).toBeVisible();
    await expect(keepCard.locator('time')).toBeVisible();
    await expect(keepCard.locator('img').first()).toBeVisible();
    const titles = await moderation.list.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.indexOf(drop)).toBeLessThan(titles.indexOf(keep));
    // A long case shows an excerpt; the whole text is one click away.
    await expect(keepCard.getByText(longCase, { exact: true })).toHaveCount(0);
    await keepCard.getByRole('button', { name: moderation.text.more }).click();
    await expect(keepCard.getByText(longCase.trim(), { exact: true })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await moderation.shot('queue');

    // Accept with the keyboard: the post leaves the queue and goes public.
    const accept = keepCard.getByRole('button', { name: moderation.text.accept(keep) });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(moderation.toast(moderation.text.accepted(keep))).toBeVisible();
    await expect(moderation.item(keep)).toHaveCount(0);
    // Focus stays in the list rather than falling back to the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(await admin.queueIds()).not.toContain(keepId);
    expect(await author.publicPrescriptionIds()).toContain(keepId);
    // It reaches the reader's open list live, without a reload.
    await expect(reader.card(keep)).toBeVisible();
    await reader.page.close();

    // Delete: the reason is required; "another reason" needs words of its own.
    await dropCard.getByRole('button', { name: moderation.text.delete(drop) }).click();
    await expect(moderation.dialog).toBeVisible();
    await expect(
      moderation.dialog.getByText(moderation.text.dialogTitle(drop), { exact: true }),
    ).toBeVisible();
    const confirm = moderation.dialog.getByRole('button', {
      name: moderation.text.confirm,
      exact: true,
    });
    await confirm.click();
    await expect(moderation.dialog.getByText(moderation.text.reasonRequired)).toBeVisible();
    await moderation.shot('delete-dialog');
    await page.setViewportSize({ width: 390, height: 844 });
    await moderation.shot('delete-dialog');
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);

    await moderation.dialog.getByRole('radio', { name: moderation.text.other }).check();
    await confirm.click();
    await expect(moderation.dialog.getByText(moderation.text.detailsRequired)).toBeVisible();
    await moderation.dialog.getByRole('radio', { name: moderation.text.personalData }).check();
    const details =
      lang === 'ar'
        ? 'يظهر رقم هاتف المريض في الصورة.'
        : "The patient's phone number is in the photo.";
    await moderation.dialog.getByLabel(moderation.text.detailsOptional).fill(details);
    await confirm.click();
    await expect(moderation.toast(moderation.text.deleted(drop))).toBeVisible();
    await expect(moderation.dialog).toBeHidden();
    await expect(moderation.item(drop)).toHaveCount(0);

    expect(await admin.queueIds()).not.toContain(dropId);
    expect(await author.publicPrescriptionIds()).not.toContain(dropId);
    // The author sees why (in the moderator's language, the preset then the details).
    expect(await author.prescription(dropId)).toEqual({
      postStatus: 'deleted',
      deactivationReason: `${moderation.text.personalData} — ${details}`,
    });
    expect(consoleErrors).toEqual([]);
  });

  test('an edit of a published prescription waits marked in the queue; rejected, the post stays', async ({
    page,
    lang,
  }) => {
    test.setTimeout(60_000);
    const author = await ModerationApiUser.signUp(AUTHOR[lang]);
    const published = unique(lang === 'ar' ? 'طفح جلدي' : 'Rash after amoxicillin');
    const edited = `${published} (2)`;
    const id = await author.createPrescription(published, png);
    const admin = await ModerationApiUser.signIn(ADMIN);
    await admin.graphql(`mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`, { id });
    await author.graphql(
      `mutation($id: ID!, $data: PrescriptionUpdateInput!) { prescriptionUpdate(id: $id, data: $data) { id } }`,
      { id, data: { title: edited } },
    );

    await admin.signInBrowser(page.context());
    const moderation = new ModerationPage(page, lang);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await moderation.open();
      const card = await moderation.find(edited);
      await expect(card.getByText(moderation.text.editTag, { exact: true })).toBeVisible();
      await expect(card.getByText(moderation.text.publishedTitle(published))).toBeVisible();
      await moderation.shot('queue-edit');
    }

    const card = await moderation.find(edited);
    await card.getByRole('button', { name: moderation.text.rejectEdit(edited) }).click();
    await expect(
      moderation.dialog.getByText(moderation.text.rejectDialogTitle(edited), { exact: true }),
    ).toBeVisible();
    await moderation.dialog.getByRole('radio', { name: moderation.text.personalData }).check();
    await moderation.shot('reject-edit-dialog');
    await moderation.dialog
      .getByRole('button', { name: moderation.text.confirmReject, exact: true })
      .click();
    await expect(moderation.toast(moderation.text.editRejected(edited))).toBeVisible();
    await expect(moderation.item(edited)).toHaveCount(0);
    expect(await author.publicPrescriptionIds()).toContain(id);
    expect(await author.prescription(id)).toEqual({
      postStatus: 'accepted',
      deactivationReason: null,
    });
  });

  test('job ads wait in a tab of their own; one is taken down with a reason of the reference list', async ({
    page,
    lang,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const author = await ModerationApiUser.signUp(AUTHOR[lang]);
    const keep = unique(lang === 'ar' ? 'صيدلي وردية مسائية' : 'Evening pharmacist');
    const drop = unique(lang === 'ar' ? 'إعلان للحذف' : 'Ad to delete');
    const keepId = await author.createJob(keep);
    const dropId = await author.createJob(drop);
    const admin = await ModerationApiUser.signIn(ADMIN);
    await admin.signInBrowser(page.context());

    const moderation = new ModerationPage(page, lang, 'job');
    await moderation.open();
    await page.getByRole('tab', { name: moderation.text.jobs }).click();
    await expect(page).toHaveURL(`/${lang}/admin/moderation?kind=job`);
    const keepCard = await moderation.find(keep);
    await expect(keepCard.getByText(AUTHOR[lang], { exact: true })).toBeVisible();
    await keepCard.getByRole('button', { name: moderation.text.accept(keep) }).click();
    await expect(moderation.toast(moderation.text.accepted(keep))).toBeVisible();
    await expect(moderation.item(keep)).toHaveCount(0);
    expect((await author.job(keepId)).postStatus).toBe('accepted');

    // A job ad's reasons are the reference data's, in the page language, with nothing to write.
    const dropCard = await moderation.find(drop);
    await dropCard.getByRole('button', { name: moderation.text.delete(drop) }).click();
    const reason = moderation.dialog.getByRole('radio', { name: moderation.text.duplicateAd });
    await expect(reason).toBeVisible();
    await expect(moderation.dialog.getByRole('textbox')).toHaveCount(0);
    expect(await seriousA11yViolations(DIALOG)).toEqual([]);
    await moderation.shot('job-delete-dialog');
    await reason.check();
    await moderation.dialog
      .getByRole('button', { name: moderation.text.confirm, exact: true })
      .click();
    await expect(moderation.toast(moderation.text.deleted(drop))).toBeVisible();
    await expect(moderation.item(drop)).toHaveCount(0);
    expect(await author.job(dropId)).toEqual({
      postStatus: 'deleted',
      deactivationReason: { id: 'job.duplicate' },
    });
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in user without roles sees the no-permissions screen', async ({
    page,
    lang,
    consoleErrors,
  }) => {
    const user = await ModerationApiUser.signUp(AUTHOR[lang]);
    await user.signInBrowser(page.context());
    const moderation = new ModerationPage(page, lang);
    await moderation.open();
    await expect(page.getByText(moderation.text.noPermissions)).toBeVisible();
    await expect(moderation.nav).toHaveCount(0);
    await expect(moderation.list).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a user whose roles do not moderate gets the 403 page and no menu entry', async ({
    page,
    lang,
  }) => {
    const user = await ModerationApiUser.signUp(AUTHOR[lang]);
    const admin = await ModerationApiUser.signIn(ADMIN);
    await admin.graphql(
      'mutation ($id: String!) { userRolesSet(userId: $id, roles: ["productEditor"]) { roles } }',
      { id: await user.id() },
    );
    await user.signInBrowser(page.context());
    const moderation = new ModerationPage(page, lang);

    await page.goto(`/${lang}/admin/drugs`);
    await expect(moderation.nav).toBeVisible();
    await expect(moderation.nav.getByRole('link', { name: moderation.text.navEntry })).toHaveCount(
      0,
    );
    await moderation.open();
    await expect(page).toHaveURL(`/${lang}/403`);
  });
});
