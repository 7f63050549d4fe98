import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: To;
  onNavigate?: () => void;
}

/** An antd button that is a real link (`<a href>`) but navigates inside the app. */
export function ButtonLink({ to, onNavigate, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event) => {
        onNavigate?.();
        navigate(event);
      }}
    />
  );
}
