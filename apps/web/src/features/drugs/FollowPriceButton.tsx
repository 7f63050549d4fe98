import { BellIcon } from '../../app/ui/icons';
import { BellFilledIcon } from './drugIcons';
import { Button } from 'antd';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { useSession } from '../../app/session/session';
import { useSignInLink } from '../../app/session/useSignInLink';
import { DrugFollowedQuery, DrugFollowMutation, DrugUnfollowMutation } from './drugs.graphql';

export interface FollowPriceButtonProps {
  drugId: string;
}

/**
 * Follows the drug's price (price alerts): each change of it is a notification. Signed out,
 * the button opens the sign-in dialog over the page.
 */
export function FollowPriceButton({ drugId }: FollowPriceButtonProps) {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  const session = useSession();
  const signInLink = useSignInLink();
  const signedIn = Boolean(session);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: DrugFollowedQuery,
    variables: { id: drugId },
    pause: !signedIn,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const handleApiError = useApiErrorHandler();
  const [follow, sendFollow] = useMutation(DrugFollowMutation);
  const [unfollow, sendUnfollow] = useMutation(DrugUnfollowMutation);

  if (!signedIn) {
    return (
      <ButtonLink to={signInLink} icon={<BellIcon />} data-testid="drug-follow">
        {t('follow.signIn')}
      </ButtonLink>
    );
  }

  const followed = data?.drugFollowed === true;
  const toggle = async () => {
    const result = followed ? await sendUnfollow({ id: drugId }) : await sendFollow({ id: drugId });
    if (result.error) {
      handleApiError(result.error);
      return;
    }
    showToast(language, {
      type: 'success',
      key: `drug-follow-${drugId}`,
      title: t(followed ? 'follow.removed' : 'follow.added'),
    });
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Button
      icon={followed ? <BellFilledIcon /> : <BellIcon />}
      aria-pressed={followed}
      loading={follow.fetching || unfollow.fetching}
      disabled={fetching && !data}
      onClick={() => void toggle()}
      data-testid="drug-follow"
    >
      {t(followed ? 'follow.following' : 'follow.follow')}
    </Button>
  );
}
