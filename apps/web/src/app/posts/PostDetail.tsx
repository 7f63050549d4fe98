import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useQuery, type DocumentInput } from 'urql';
import { POST_PAGES } from '@dawa/shared/postPages';
import { ShareMenu } from '../dialogs/ShareMenu';
import { useLanguage } from '../i18n/useLanguage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ContactButtons, type ContactButtonsProps } from '../ui/ContactButtons';
import { BackLink } from '../ui/BackLink';
import { Page } from '../ui/Page';
import { pageTitle } from '../ui/pageTitle';
import {
  PostHeader,
  PostMissing,
  PostNotice,
  PostSection,
  PostShare,
  PostText,
} from '../ui/PostParts';
import { LISTED_KIND_NAMESPACES, type ListedKind } from './listedKinds';
import { PostByline, type PostBylineProps } from './PostByline';

/**
 * The parts a listed kind's page and cards share (a job, a facility): the page's loading, its
 * header (title, byline, share menu), the description and the contact section, in the kind's
 * catalogue.
 */

export interface PostDetailPageProps<Data, Item> {
  kind: ListedKind;
  /** The post by the page's `:id`. */
  query: DocumentInput<Data, { id: string }>;
  postOf: (data: Data) => Item | null | undefined;
  /** The page of the post once it has come. */
  children: (post: Item) => ReactNode;
}

/** A post's page: "Loading…" or "not found" until the post has come, its title the page's. */
export function PostDetailPage<Data, Item extends { name: string }>({
  kind,
  query,
  postOf,
  children,
}: PostDetailPageProps<Data, Item>) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const { id = '' } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const post = data && postOf(data);
  useDocumentTitle(post?.name ?? t('section'));

  if (!post) {
    return (
      <PostMissing
        fetching={fetching}
        error={error}
        loadingText={t('list.loading')}
        notFoundText={t('detail.notFound')}
      />
    );
  }
  return children(post);
}

export interface PostArticleProps {
  kind: ListedKind;
  post: {
    id: string;
    name: string;
    description: string;
    creator: PostBylineProps['creator'];
    publishedAt: string | null;
  };
  /** Above the title (a facility's badges). */
  badges?: ReactNode;
  /** Under the title (a job's state, a facility's price and ad number). */
  subtitle?: ReactNode;
  /** Listed posts may be shared: the title and the start of the text go along. */
  listed: boolean;
  /** Why the post is not shown as it is (in review, filled, taken down…). */
  notice: string | null;
  /** The kind's facts and sections, under the header. */
  children: ReactNode;
}

/** A post's page: back to the list, its header (title, byline, share) and notice, its body. */
export function PostArticle({
  kind,
  post,
  badges,
  subtitle,
  listed,
  notice,
  children,
}: PostArticleProps) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const language = useLanguage();
  const titleId = `${kind}-title`;
  return (
    <Page as="article" aria-labelledby={titleId}>
      <BackLink to={`/${language}/${POST_PAGES[kind].list}`}>{t('detail.back')}</BackLink>
      <PostHeader>
        {badges}
        <h1 id={titleId} className={pageTitle}>
          <bdi>{post.name}</bdi>
        </h1>
        {subtitle}
        <PostByline kind={kind} creator={post.creator} date={post.publishedAt} size={32} />
        {listed && (
          <PostShare>
            <ShareMenu
              service={POST_PAGES[kind].list}
              id={post.id}
              text={`${post.name} - ${post.description.slice(0, 120)}`}
            />
          </PostShare>
        )}
      </PostHeader>
      {notice && <PostNotice>{notice}</PostNotice>}
      {children}
    </Page>
  );
}

/** The post's own words, under "About the job" (the facility…). */
export function PostDescription({ kind, text }: { kind: ListedKind; text: string }) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  return (
    <PostSection id={`${kind}-description`} title={t('detail.description')}>
      <PostText>{text}</PostText>
    </PostSection>
  );
}

export interface PostContactProps extends Omit<ContactButtonsProps, 'texts'> {
  kind: ListedKind;
}

/** How to reach the author: call, WhatsApp and (when there is one) e-mail. */
export function PostContact({ kind, ...contact }: PostContactProps) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  return (
    <PostSection id={`${kind}-contact`} title={t('detail.contact')}>
      <ContactButtons
        {...contact}
        texts={{
          call: (phone) => t('detail.call', { phone }),
          whatsApp: t('detail.whatsApp'),
          email: t('detail.email'),
        }}
      />
    </PostSection>
  );
}
