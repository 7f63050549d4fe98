import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { buttonClass } from '../ui/buttonClass';

export interface ButtonLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'type'
> {
  to: To;
  type?: 'primary' | 'default';
  size?: 'middle' | 'large';
  icon?: ReactNode;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link that looks like a button and navigates inside the app. Plain HTML and CSS, so the
 * pages that show one on first paint do not load a component library for it.
 */
export function ButtonLink({
  to,
  type = 'default',
  size = 'middle',
  icon,
  replace,
  className,
  children,
  ...anchorProps
}: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  const classes = className
    ? `${buttonClass({ type, size })} ${className}`
    : buttonClass({ type, size });
  return (
    <a {...anchorProps} href={href} className={classes} onClick={navigate}>
      {icon}
      {children}
    </a>
  );
}
