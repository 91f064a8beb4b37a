import { lazy, Suspense } from 'react';
import { Toaster } from 'sonner';
import { useConfirmStore } from './confirm-store';

// The dialog code loads with the first question, not with the first page.
const ConfirmHost = lazy(async () => ({ default: (await import('./ConfirmHost')).ConfirmHost }));

/** The page's one toast area and one confirm dialog; the shell renders this once, above every remote. */
export function UiHost() {
  const asking = useConfirmStore((state) => state.pending !== null);
  return (
    <>
      <Toaster position="top-center" richColors closeButton duration={3000} />
      {asking && (
        <Suspense fallback={null}>
          <ConfirmHost />
        </Suspense>
      )}
    </>
  );
}
