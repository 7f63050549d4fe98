import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  busy: boolean;
}

/**
 * A button with a spinner while `busy`, without antd's `loading` motion: when the answer comes
 * within a frame or two (a phone code is sent in ~10 ms), that motion can miss its end and
 * leave the spinner spinning on an idle button. Clicks while busy do nothing. The one busy
 * button of the app: use it wherever antd's `loading` would go.
 */
export function BusyButton({ busy, icon, onClick, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      aria-busy={busy || undefined}
      icon={busy ? <LoadingOutlined aria-hidden /> : icon}
      onClick={(event: MouseEvent<HTMLElement>) => {
        // Also keeps a submit button from submitting its form again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
