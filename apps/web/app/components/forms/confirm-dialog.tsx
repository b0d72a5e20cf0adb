import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button waits (e.g. while the current version is read). */
  confirmDisabled?: boolean;
}

/**
 * A modal question before a consequential action, on the native <dialog>: it traps focus, starts on
 * Cancel (the safe choice), closes with Escape and gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape asks through the cancel event; the dialog then closes when `open` turns false, never before,
      // so a reopening that follows at once cannot be undone by a close event still on its way.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // Closed by the browser without asking (a repeated close request without user activation).
      onClose={() => {
        if (!dialogRef.current?.open) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg p-5 text-gray-900 shadow-xl backdrop:bg-gray-900/50"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-2 text-gray-800">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-[40px] rounded-md border border-gray-500 px-4 font-semibold text-gray-900 hover:bg-gray-50"
        >
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={confirmDisabled}
          className="min-h-[40px] rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
