import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form that opens from a button, in place of it or under it (the author's Edit, Report): whether it is
 * open, and `close`, which can give focus back to the button (after Cancel), so keyboard and screen-reader
 * users carry on where they were.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);
  useEffect(() => {
    if (open || !focusButton.current) return;
    focusButton.current = false;
    buttonRef.current?.focus();
  }, [open]);
  const close = useCallback((options: { focusButton: boolean }) => {
    focusButton.current = options.focusButton;
    setOpen(false);
  }, []);
  return { open, setOpen, close, buttonRef };
}
