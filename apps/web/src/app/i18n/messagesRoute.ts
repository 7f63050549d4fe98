import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { loadMessages, type FeatureNamespace } from './i18n';

/** A route loader that fetches the features' messages for the URL's language before rendering. */
export function messagesLoader(namespaces: readonly FeatureNamespace[]) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<null> => {
    if (isLanguage(params.lang)) await loadMessages(params.lang, namespaces);
    return null;
  };
}

/**
 * For screens whose query and ids are their own state: only a language change needs the
 * loader again.
 */
export function revalidateOnLanguageChange({
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lang !== nextParams.lang;
}
