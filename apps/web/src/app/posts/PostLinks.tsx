import { useTranslation } from '../i18n/useTranslation';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useLanguage } from '../i18n/useLanguage';
import { ButtonLink } from '../layout/ButtonLink';
import { LISTED_KIND_NAMESPACES, type ListedKind } from './listedKinds';

/** "Add a job" (a facility…): the main action of a kind's pages. */
export function PostAddLink({ kind }: { kind: ListedKind }) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const language = useLanguage();
  return (
    <ButtonLink to={`/${language}/${POST_PAGES[kind].create}`} type="primary">
      {t('list.add')}
    </ButtonLink>
  );
}

export interface PostLinksProps {
  kind: ListedKind;
  /** The other page of the kind the header links to: its list, or the user's own ads. */
  to: 'list' | 'mine';
  label: string;
}

/** The header links of a kind's pages: to its other page, then Add. */
export function PostLinks({ kind, to, label }: PostLinksProps) {
  const language = useLanguage();
  return (
    <>
      <ButtonLink to={`/${language}/${POST_PAGES[kind][to]}`}>{label}</ButtonLink>
      <PostAddLink kind={kind} />
    </>
  );
}
