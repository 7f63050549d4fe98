import { useState } from 'react';

/**
 * A plain button that opens a popup whose code loads on demand (a menu, a popover): the code
 * starts loading when the pointer or the focus reaches the button, the first click opens the
 * popup, and from then on the popup's component wraps the button and toggles it (`open`,
 * `setOpen`). Spread `triggerProps` on the button.
 */
export function useLazyPopup(load: () => Promise<unknown>) {
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerProps = {
    'aria-expanded': open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // Once the popup wraps the button it toggles itself.
    onClick: activated
      ? undefined
      : () => {
          setActivated(true);
          setOpen(true);
        },
  };
  return { activated, open, setOpen, triggerProps };
}
