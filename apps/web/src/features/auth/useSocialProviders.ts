import { useMemo } from 'react';
import { useQuery } from 'urql';
import { AuthProvidersQuery } from './auth.graphql';
import { knownProviders, type SocialProvider } from './socialProviders';

/**
 * The sign-in providers enabled on the server, in display order; `undefined` while the first
 * answer is on its way. When the question fails the dialog offers e-mail only.
 */
export function useSocialProviders(): readonly SocialProvider[] | undefined {
  const [{ data, error, fetching }] = useQuery({ query: AuthProvidersQuery });
  const enabled = data?.authProviders;
  return useMemo(() => {
    if (enabled) return knownProviders(enabled);
    return error && !fetching ? [] : undefined;
  }, [enabled, error, fetching]);
}
