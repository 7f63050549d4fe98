import { lazy, Suspense, type ReactNode } from 'react';
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
}: MenuButtonProps) {
  const { activated, open, setOpen, triggerProps } = useLazyPopup(loadDropdown);

  const trigger = (
    <button
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
