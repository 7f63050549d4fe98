import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import type { ResultOf } from '../../app/graphql';
import { SupportSettingsQuery } from './home.graphql';

export type SupportSettings = ResultOf<typeof SupportSettingsQuery>['supportSettings'];

/** Support e-mail, social and store links; undefined while loading or after an error (toasted). */
export function useSupportSettings(): SupportSettings | undefined {
  const [{ data, error }] = useQuery({ query: SupportSettingsQuery });
  useApiErrorEffect(error);
  return data?.supportSettings;
}
