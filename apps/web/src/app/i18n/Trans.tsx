import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import {
  interpolate,
  type MessageKey,
  type Namespace,
  type TFunction,
  type TranslateOptions,
} from './translate';

export interface TransProps<NS extends Namespace> {
  t: TFunction<NS>;
  i18nKey: MessageKey<NS>;
  /** The text's `{{name}}` values: plain text, even when they look like a tag. */
  values?: TranslateOptions;
  /** What each `<name>…</name>` (or `<0>…</0>`, by position) of the text renders as. */
  components: Readonly<Record<string, ReactElement>> | readonly ReactElement[];
}

interface Tag {
  name: string;
  children: Part[];
}
type Part = string | Tag;

const TAG = /<(\/?)(\w+)\s*(\/?)>/g;

/** The text's tags as a tree; a closing tag ends the innermost open one. */
function parse(text: string): Part[] {
  const root: Part[] = [];
  const open: Tag[] = [];
  let parts = root;
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosing] = match;
    if (match.index > end) parts.push(text.slice(end, match.index));
    end = match.index + whole.length;
    if (closing) {
      open.pop();
      parts = open.at(-1)?.children ?? root;
    } else {
      const tag: Tag = { name, children: [] };
      parts.push(tag);
      if (!selfClosing) {
        open.push(tag);
        parts = tag.children;
      }
    }
  }
  if (end < text.length) parts.push(text.slice(end));
  return root;
}

/**
 * A catalogue text with elements in it, as react-i18next's `<Trans>` renders the 3 that need
 * it: each tag becomes its component with the tag's content as children; a tag without a
 * component renders its content only.
 */
export function Trans<NS extends Namespace>({
  t,
  i18nKey,
  values = {},
  components,
}: TransProps<NS>) {
  // Names and positions alike: entries of an array are keyed '0', '1'…
  const byName = new Map(Object.entries(components));
  // Values are filled in after parsing, so a value is never read as a tag.
  const render = (parts: Part[]): ReactNode[] =>
    parts.map((part, index) => {
      if (typeof part === 'string') return interpolate(part, values);
      const component = byName.get(part.name);
      const children = render(part.children);
      return component ? (
        cloneElement(component, { key: index }, ...children)
      ) : (
        <Fragment key={index}>{children}</Fragment>
      );
    });
  return <>{render(parse(t(i18nKey)))}</>;
}
