import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

/** Where screenshots go to be looked at (not compared): e2e/.artifacts/screens. */
export const SCREENS = fileURLToPath(new URL('../.artifacts/screens', import.meta.url));

/**
 * Waits until the page's finite animations and transitions have ended (a dialog arriving, a
 * message leaving), so what is looked at or checked is the state at rest, whatever the speed
 * of the machine.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A screenshot named by screen, language and width (`phone-step-ar-390.png`), at rest. */
export async function screenshot(
  page: Page,
  lang: Language,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await settleAnimations(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENS}/${name}-${lang}-${width}.png`, fullPage });
}
