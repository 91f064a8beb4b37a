import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { pathOf } from '@portal/shared/navigation';

/** The voting page of each device (issue 11 gave the phone its own). */
const VOTING_ROUTE: Record<Device, string> = { pc: 'secondCompetition', mobile: 'vote' };

/** The vote invitation itself: a dialog leading to the voting page. */
export function VotePopupDialog({ device, open, onOpenChange }: { device: Device; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="portal-dialog__overlay" />
        <Dialog.Content className="portal-dialog vote-popup">
          <Dialog.Title className="portal-dialog__title">{t('votePopup.title')}</Dialog.Title>
          <Dialog.Description className="portal-dialog__message">{t('votePopup.body')}</Dialog.Description>
          <div className="portal-dialog__actions">
            <Dialog.Close className="portal-button">{t('votePopup.later')}</Dialog.Close>
            <button
              type="button"
              className="portal-button portal-button--primary"
              onClick={() => {
                onOpenChange(false);
                void navigate(pathOf(device, VOTING_ROUTE[device]));
              }}
            >
              {t('votePopup.go')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
