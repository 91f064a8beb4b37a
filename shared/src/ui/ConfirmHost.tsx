import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from '@portal/shared/i18n';
import { MESSAGES_NAMESPACE } from './messages';
import { useConfirmStore } from './confirm-store';
import './notify';

/** Renders the pending confirm question; the shell mounts it once. */
export function ConfirmHost() {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const pending = useConfirmStore((state) => state.pending);
  const settle = useConfirmStore((state) => state.settle);
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="portal-dialog__overlay" />
        <AlertDialog.Content className="portal-dialog">
          <AlertDialog.Title className="portal-dialog__title">{pending?.title ?? t('notice')}</AlertDialog.Title>
          <AlertDialog.Description className="portal-dialog__message">{pending?.message}</AlertDialog.Description>
          <div className="portal-dialog__actions">
            <AlertDialog.Cancel className="portal-button" onClick={() => settle(false)}>
              {pending?.cancelLabel ?? t('cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="portal-button portal-button--primary" onClick={() => settle(true)}>
              {pending?.confirmLabel ?? t('confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
