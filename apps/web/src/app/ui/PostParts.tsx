import { CheckCircleIcon } from './statusIcons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CombinedError } from 'urql';
import { useApiErrorEffect } from '../errors/useApiErrorEffect';
import { Avatar } from './Avatar';
import { buttonClass } from './buttonClass';
import { CardLink } from './CardLink';
import { Page } from './Page';
import styles from './PostParts.module.css';

/**
 * The building blocks of a post's cards and page (a job, a facility): its labels, the byline, the notice
 * over a post not shown as it is, the facts, the titled sections and the text.
 */

export interface PostLabelProps {
  /** The label's key (`active`, `inReview`…): its colour. */
  label: string;
  children: ReactNode;
}

/** A pill with a post's state: In review, Active, Inactive… */
export function PostLabel({ label, children }: PostLabelProps) {
  return (
    <span className={styles.label} data-label={label}>
      {children}
    </span>
  );
}

/** A row of labels (or badges) above a post's text. */
export function PostLabels({ children }: { children: ReactNode }) {
  return <p className={styles.labels}>{children}</p>;
}

export interface BylineProps {
  author: string;
  avatar?: string | null;
  /** The words beside the avatar ("By Mona Adel"). */
  byText: string;
  /** When, as a machine reads it and as the page says it; none for a post not yet published. */
  date?: { iso: string; text: string } | null;
  size?: 24 | 32;
}

/** Who posted it and when, with their picture. */
export function Byline({ author, avatar, byText, date, size = 24 }: BylineProps) {
  return (
    <p className={styles.byline}>
      <Avatar name={author} src={avatar} size={size} />
      <bdi className={styles.author}>{byText}</bdi>
      {date && <time dateTime={date.iso}>{date.text}</time>}
    </p>
  );
}

/** Why the post is not shown as it is (in review, closed…), said once the page loads. */
export function PostNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}

/** A post's facts, each a term and its value; a fact without a value is left out. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.factList}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export interface PostSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of a post's page (its description, how to contact the author…). */
export function PostSection({ id, title, children }: PostSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A post's own text, its lines kept, in its own direction. */
export function PostText({ children }: { children: string }) {
  return (
    <p className={styles.description} dir="auto">
      {children}
    </p>
  );
}

/** The header of a post's page: its title, labels, byline and share menu, stacked. */
export function PostHeader({ children }: { children: ReactNode }) {
  return <header className={styles.detailHeader}>{children}</header>;
}

/** The share menu's place in a post's header (the menu keeps its own width). */
export function PostShare({ children }: { children: ReactNode }) {
  return <div className={styles.share}>{children}</div>;
}

export interface PostSavedProps {
  /** What happened ("waiting admin approval"). */
  title: string;
  /** Where to go next: the author's list (the main action), and the post itself. */
  mine: { to: string; label: string };
  view: { to: string; label: string };
}

/** A post form's outcome in place of the form: what happened and where to go next. */
export function PostSaved({ title, mine, view }: PostSavedProps) {
  return (
    <div className={styles.done} role="status">
      <CheckCircleIcon className={styles.doneIcon} />
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.actions}>
        <Link className={buttonClass({ type: 'primary' })} to={mine.to}>
          {mine.label}
        </Link>
        <Link className={buttonClass()} to={view.to}>
          {view.label}
        </Link>
      </div>
    </div>
  );
}

export interface PostCardTitleProps {
  id: string;
  /** The post's page. */
  to: string;
  children: string;
}

/** A card's title: the link to the post, stretched over the card, in its own direction. */
export function PostCardTitle({ id, to, children }: PostCardTitleProps) {
  return (
    <h2 className={styles.cardTitle} id={id}>
      <CardLink to={to}>
        <bdi>{children}</bdi>
      </CardLink>
    </h2>
  );
}

/** A card's short facts, each with its icon: where, how much. */
export function PostCardFacts({ facts }: { facts: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map(([icon, text], index) => (
        <li key={index}>
          {icon}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The owner's buttons under a card's text, above the card's stretched link. */
export function PostCardActions({ children }: { children: ReactNode }) {
  return <div className={styles.cardActions}>{children}</div>;
}

export interface PostMissingProps {
  /** The post's query, while it is on its way; a NOT_FOUND answer; any other error. */
  fetching: boolean;
  error: CombinedError | undefined;
  loadingText: string;
  notFoundText: string;
}

/**
 * A post's page before (or instead of) the post: "Loading…", or that it does not exist or is
 * no longer shown (NOT_FOUND); any other error goes to the shared handler.
 */
export function PostMissing({ fetching, error, loadingText, notFoundText }: PostMissingProps) {
  const notFound = error?.graphQLErrors.some((item) => item.extensions.code === 'NOT_FOUND');
  useApiErrorEffect(notFound ? undefined : error);
  return (
    <Page>
      <p className={styles.status} role="status">
        {fetching ? loadingText : notFound ? notFoundText : ''}
      </p>
    </Page>
  );
}
