import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
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
      onClose={onCancel}
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
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="min-h-[40px] rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
