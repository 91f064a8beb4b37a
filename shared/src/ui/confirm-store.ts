import { create } from 'zustand';

export interface ConfirmRequest {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

interface ConfirmState {
  pending: PendingConfirm | null;
  settle: (confirmed: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  pending: null,
  settle: (confirmed) => {
    get().pending?.resolve(confirmed);
    set({ pending: null });
  },
}));

/**
 * Asks the user through the page's one confirm dialog and resolves true only on an explicit confirm.
 * A second question while one is open answers the first with false: one dialog, one decision at a time.
 */
export function confirm(request: ConfirmRequest): Promise<boolean> {
  useConfirmStore.getState().pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    useConfirmStore.setState({ pending: { ...request, resolve } });
  });
}
