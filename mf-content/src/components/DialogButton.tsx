import { Suspense, useState, type ReactNode } from 'react';

interface DialogButtonProps {
  className?: string;
  label: string;
  /** The button's name for assistive technology, when its label alone would not say which (one per comment). */
  ariaLabel?: string;
  /**
   * The dialog, rendered from the first click on: give it a lazy component, so its code loads then and not with the
   * page (Suspense shows nothing meanwhile).
   */
  children: (state: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}

/** A button that opens a dialog whose code loads on the first click (the questionnaire, a comment's report). */
export function DialogButton({ className, label, ariaLabel, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {wanted && <Suspense fallback={null}>{children({ open, onOpenChange: setOpen })}</Suspense>}
    </>
  );
}
