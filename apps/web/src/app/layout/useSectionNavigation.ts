import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../i18n/useLanguage';
import { scrollToSection, whenElementExists, type HomeSection } from './scrollToSection';

interface SectionState {
  scrollDelayMs?: number;
}

/** `/en`, `/en/` are the home page of `en`. */
export function isHomePath(pathname: string, language: string): boolean {
  return pathname.replace(/\/+$/, '') === `/${language}`;
}

/**
 * Goes to a home section: `/{lang}#section`, navigating home first when elsewhere. The
 * scroll itself happens in `useSectionArrival`, once the section is on the page.
 */
export function useSectionNavigation(): (section: HomeSection, scrollDelayMs?: number) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    (section, scrollDelayMs = 0) => {
      void navigate(
        { pathname: `/${language}`, hash: section },
        { state: { scrollDelayMs } satisfies SectionState, preventScrollReset: true },
      );
    },
    [navigate, language],
  );
}

/** Scrolls to the hash's section after each navigation to the home page (also on page load). */
export function useSectionArrival(): void {
  const { pathname, hash, key, state } = useLocation();
  const language = useLanguage();
  const onHome = isHomePath(pathname, language);
  const delay = (state as SectionState | null)?.scrollDelayMs ?? 0;

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!onHome || !id) return;
    let cancelled = false;
    void whenElementExists(id).then((element) => {
      if (element && !cancelled) void scrollToSection(id, { delayMs: delay });
    });
    return () => {
      cancelled = true;
    };
    // `key` re-runs the scroll when the same section is chosen again.
  }, [onHome, hash, key, delay]);
}
