import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../app/i18n/useTranslation';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { DRUG_ARTICLE_FOLLOW_ID, DRUG_ARTICLE_SHARE_ID } from '@dawa/shared/drugPage';
import { SHARE_NETWORKS } from '@dawa/shared/share';
import { useShareActions } from '../../app/dialogs/useShareActions';
import { AntdScope } from '../../app/theme/AntdScope';
import { buttonClass } from '../../app/ui/buttonClass';
import { FollowPriceButton } from './FollowPriceButton';

export interface DrugPageActionsProps {
  drugId: string;
  /** The drug's name as the article's heading says it: the text shared along. */
  name: string;
  /** The element holding the server's article. */
  slot: HTMLElement;
}

/**
 * What the drug page's article offers once the app runs, as the detail dialog does: following
 * the price in place of the server's sign-in link, copying the link and the phone's share
 * sheet beside the share links, and the `share` event of each (SPEC §7).
 */
export function DrugPageActions({ drugId, name, slot }: DrugPageActionsProps) {
  const { t } = useTranslation();
  const { record, copy, hasShareSheet, openShareSheet } = useShareActions(
    'drug-index',
    drugId,
    name,
  );
  const follow = slot.querySelector(`#${DRUG_ARTICLE_FOLLOW_ID}`);
  const share = slot.querySelector(`#${DRUG_ARTICLE_SHARE_ID}`);

  // The server's sign-in link gives way to the button (markup React does not own).
  useLayoutEffect(() => {
    follow?.querySelector(':scope > .signIn')?.remove();
  }, [follow]);

  // The server's share links open the networks by themselves; the app counts them.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest('a[data-share-network]') : null;
      const network = SHARE_NETWORKS.find(
        (candidate) => candidate === link?.getAttribute('data-share-network'),
      );
      if (network) record(network);
    };
    slot.addEventListener('click', onClick);
    return () => slot.removeEventListener('click', onClick);
  }, [slot, record]);

  return (
    <>
      {follow &&
        createPortal(
          <AntdScope>
            <FollowPriceButton drugId={drugId} />
          </AntdScope>,
          follow,
        )}
      {share &&
        createPortal(
          <>
            {hasShareSheet && (
              <button
                type="button"
                className={buttonClass()}
                onClick={() => {
                  record('system');
                  void openShareSheet();
                }}
              >
                <ShareAltOutlined aria-hidden />
                <span>{t('dialogs.share.system')}</span>
              </button>
            )}
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                record('copy');
                void copy();
              }}
              data-testid="drug-page-copy-link"
            >
              <LinkOutlined aria-hidden />
              <span>{t('dialogs.share.copy')}</span>
            </button>
          </>,
          share,
        )}
    </>
  );
}
