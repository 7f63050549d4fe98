import type { ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { AntdScope } from '../theme/AntdScope';

export interface MenuDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: MenuProps;
  children: ReactElement;
}

/** antd's Dropdown, in its own chunk: MenuButton loads it on first interaction. */
export function MenuDropdown({ open, onOpenChange, menu, children }: MenuDropdownProps) {
  return (
    <AntdScope>
      <Dropdown
        open={open}
        onOpenChange={onOpenChange}
        menu={menu}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
      >
        {children}
      </Dropdown>
    </AntdScope>
  );
}
