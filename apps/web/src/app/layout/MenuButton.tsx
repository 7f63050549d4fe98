import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import type { MenuProps } from 'antd';
import { useLazyPopup } from './useLazyPopup';

const loadDropdown = () => import('./MenuDropdown');
const MenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.MenuDropdown })),
);

export interface MenuButtonProps {
  className?: string;
  /** Accessible name when `children` is not enough (icon or avatar only). */
  label?: string;
  items: NonNullable<MenuProps['items']>;
  onSelect?: (key: string) => void;
  children: ReactNode;
  testId?: string;
  /** The button, e.g. to give focus back to it after a dialog that a menu item opened. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A plain button that becomes an antd Dropdown on first use: the menu code stays out of the
 * first paint and starts loading as soon as the pointer or focus reaches the button.
 */
export function MenuButton({
  className,
  label,
  items,
  onSelect,
  children,
  testId,
  buttonRef,
}: MenuButtonProps) {
  const { activated, open, setOpen, triggerProps } = useLazyPopup(loadDropdown);

  const trigger = (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      data-testid={testId}
      {...triggerProps}
    >
      {children}
    </button>
  );

  if (!activated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MenuDropdown
        open={open}
        onOpenChange={setOpen}
        menu={{
          items,
          onClick: ({ key }) => {
            setOpen(false);
            onSelect?.(key);
          },
        }}
      >
        {trigger}
      </MenuDropdown>
    </Suspense>
  );
}
