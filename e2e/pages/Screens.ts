import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';

/** Where screenshots go to be looked at (not compared): e2e/.artifacts/screens. */
export const SCREENS = fileURLToPath(new URL('../.artifacts/screens', import.meta.url));

/** A screenshot named by screen, language and width (`phone-step-ar-390.png`). */
export async function screenshot(
  page: Page,
  lang: Language,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENS}/${name}-${lang}-${width}.png`, fullPage });
}
