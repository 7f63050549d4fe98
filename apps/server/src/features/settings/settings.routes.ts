import type { ThemePreset } from '@dawa/shared/themes';
import type { Platform } from '../../platform/platform';
import { readTheme } from './settings.service';

/**
 * The theme the web routes serve every page in (`<html data-theme>`): read from the database
 * per page, so a preset saved through any instance shows on every instance at once.
 */
export function siteTheme(platform: Platform): () => Promise<ThemePreset> {
  return () => readTheme(platform.database.db);
}
