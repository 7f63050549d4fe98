import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@dawa/shared/texts/ar';
import { VALIDATION } from '@dawa/shared/texts/en';
import { hasMessages, loadLanguage, loadMessages, translator } from './i18n';

describe('the catalogues of a language', () => {
  it('loads the shell catalogue with the shared texts, features on demand, one language', async () => {
    expect(hasMessages('en', 'app')).toBe(false);
    await loadLanguage('en');
    const t = translator('en', 'app');
    expect(t('validation.required')).toBe(VALIDATION.required);
    expect(hasMessages('ar', 'app')).toBe(false);

    expect(translator('ar', 'auth')('errors.emailInUse')).toBe('errors.emailInUse');
    await loadMessages('ar', ['auth']);
    expect(hasMessages('ar', 'app')).toBe(true);
    expect(translator('ar', 'auth')('errors.emailInUse')).toBe(AUTH_ERRORS.emailInUse);
    expect(translator('ar', 'auth')('validation.required', { ns: 'app' })).not.toBe(
      'validation.required',
    );
  });

  it('keeps one `t` per language and namespace', () => {
    expect(translator('en', 'home')).toBe(translator('en', 'home'));
    expect(translator('en', 'home')).not.toBe(translator('ar', 'home'));
  });
});
