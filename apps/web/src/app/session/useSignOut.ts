import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../i18n/useLanguage';
import { loadAuthClient } from './loadAuthClient';
import { clearSession } from './session';

/** SPEC §4: sign-out clears the user and goes to `/{lang}`. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(async () => {
    const client = await loadAuthClient();
    await client.signOut();
    clearSession();
    await navigate(`/${language}`);
  }, [navigate, language]);
}
