import { useTranslation } from '../i18n/useTranslation';
import { formatListDate } from '../format/format';
import { useLanguage } from '../i18n/useLanguage';
import { Byline } from '../ui/PostParts';
import { LISTED_KIND_NAMESPACES, type ListedKind } from './listedKinds';

// Its own module, apart from PostDetail: the list cards show it, and importing it from the
// detail page's module put the share menu and the back link on the lists' first load.
export interface PostBylineProps {
  kind: ListedKind;
  creator: { fullName: string; avatar?: string | null } | null;
  /** When it was published; none for a post not yet published. */
  date: string | null;
  size?: 24 | 32;
}

/** Who posted it ("By Mona Adel", or the unknown author) and when. */
export function PostByline({ kind, creator, date, size }: PostBylineProps) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const language = useLanguage();
  const author = creator?.fullName ?? t('card.unknownAuthor');
  return (
    <Byline
      author={author}
      avatar={creator?.avatar}
      byText={t('card.by', { name: author })}
      date={
        date
          ? { iso: date, text: t('card.published', { date: formatListDate(date, language) }) }
          : null
      }
      size={size}
    />
  );
}
