import { useCallback, useRef, useState } from 'react';

/**
 * Focus goes back to what opened a dialog when it closes. The shared Modal is
 * controlled (no Radix Trigger), and Radix then has no element to return focus
 * to, so each opener remembers itself.
 */
export function useReturnFocus(): { remember: () => void; restore: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const el = opener.current;
    // After the dialog has unmounted and Radix has finished its own close handling.
    window.setTimeout(() => el?.isConnected && el.focus(), 0);
  }, []);
  return { remember, restore };
}

/** Open state of a dialog whose opener gets focus back on close. */
export function useDialogState(): [boolean, (open: boolean) => void] {
  const { remember, restore } = useReturnFocus();
  const [open, setOpenState] = useState(false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (next) remember();
      else restore();
      setOpenState(next);
    },
    [remember, restore, setOpenState],
  );
  return [open, setOpen];
}

