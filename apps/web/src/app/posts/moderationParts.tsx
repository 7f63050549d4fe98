import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useQuery } from 'urql';
import { graphql, type VariablesOf } from '../graphql';
import { useLanguage } from '../i18n/useLanguage';
import { PostMediaIcon, PostMediaPhoto } from '../ui/PostMedia';
import type { ModerationMediaProps, ReasonOption } from './postKind';

/**
 * What the kinds' moderation definitions share: the reference-data deactivation reasons (jobs,
 * facilities) and the photo beside a queue item (prescriptions, facilities). Shown on the
 * moderation page, which loads the moderation catalogue.
 */

/** The reasons a moderator may give for taking down an ad of a kind (reference data, SPEC §3). */
const DeactivationReasonsQuery = graphql(`
  query ModerationDeactivationReasons($category: DeactivationCategory!) {
    deactivationReasons(category: $category) {
      id
      name {
        en
        ar
      }
    }
  }
`);

export type DeactivationCategory = VariablesOf<typeof DeactivationReasonsQuery>['category'];

/** A kind's deactivation reasons, by id, in the page language; undefined while loading. */
export function useDeactivationReasons(
  category: DeactivationCategory,
): readonly ReasonOption[] | undefined {
  const language = useLanguage();
  const [{ data }] = useQuery({ query: DeactivationReasonsQuery, variables: { category } });
  return useMemo(
    () =>
      data?.deactivationReasons.map((reason) => ({
        value: reason.id,
        label: reason.name[language],
      })),
    [data, language],
  );
}

/**
 * The queue item's photo, a link to the full picture; the kind's icon, said as "No photo",
 * when it has none.
 */
export function ModerationPhoto({ item, icon }: ModerationMediaProps & { icon: ReactNode }) {
  const { t } = useTranslation('moderation');
  const thumbnail = item.thumbnailUrl ?? item.imageUrl;
  return thumbnail && item.imageUrl ? (
    <PostMediaPhoto
      href={item.imageUrl}
      src={thumbnail}
      label={t('openPhoto', { title: item.title })}
    />
  ) : (
    <PostMediaIcon icon={icon} title={t('noPhoto')} />
  );
}
