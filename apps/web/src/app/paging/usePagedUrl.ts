import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cursorFromState, parsePage, type PageCursor } from './cursorPaging';

/** `?page=` and the cursor in the history entry's state (see cursorPaging.ts). */
export function usePagedUrl(): {
  page: number;
  cursor: PageCursor | null;
  goTo: (page: number, cursor: PageCursor | null) => void;
} {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = parsePage(params.get('page'));
  const cursor = cursorFromState(location.state);
  const goTo = useCallback(
    (next: number, nextCursor: PageCursor | null) => {
      const search = new URLSearchParams(location.search);
      if (next <= 1) search.delete('page');
      else search.set('page', String(next));
      const query = search.toString();
      void navigate({ search: query ? `?${query}` : '' }, { state: nextCursor });
      window.scrollTo({ top: 0 });
    },
    [location.search, navigate],
  );
  return { page, cursor, goTo };
}
