import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  parseDrugIndexParams,
  sameDrugIndexState,
  withDrugIndexState,
  type DrugIndexState,
} from './drugIndexState';

export interface StateUpdateOptions {
  /** Replace the history entry instead of adding one (corrections, not user steps). */
  replace?: boolean;
}

export type DrugIndexStateSetter = (next: DrugIndexState, options?: StateUpdateOptions) => void;

/**
 * The drug index state held in the URL (ARCHITECTURE §6): `/{lang}/drug-index?filter=…`, or
 * `/{lang}/drug-index/:id` for a shared drug. Every user step is a history entry, so back and
 * forward restore it; an invalid query is replaced by the SPEC §4 reset.
 */
export function useDrugIndexUrlState(): [DrugIndexState, DrugIndexStateSetter] {
  const { search, pathname, hash } = useLocation();
  const { id: pathId } = useParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const basePath = `/${language}/drug-index`;

  const parsed = useMemo(
    () => parseDrugIndexParams(new URLSearchParams(search), pathId),
    [search, pathId],
  );

  useEffect(() => {
    if (!parsed.changed) return;
    const query = parsed.params.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  }, [parsed, navigate, pathname, hash]);

  const setState = useCallback<DrugIndexStateSetter>(
    (next, options = {}) => {
      if (sameDrugIndexState(next, parsed.state)) return;
      const query = withDrugIndexState(new URLSearchParams(search), next).toString();
      // A shared `/drug-index/:id` link becomes an ordinary query once the visitor moves on.
      void navigate(
        { pathname: basePath, search: query ? `?${query}` : '' },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [parsed.state, search, navigate, basePath],
  );

  return [parsed.state, setState];
}
