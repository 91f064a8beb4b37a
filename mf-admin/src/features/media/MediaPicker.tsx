import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { MediaItem } from '@portal/contracts/admin-media';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // the lists' and languages' words
import '../../i18n/media-texts';
import { MediaGrid } from './MediaGrid';
import * as styles from './media.module.css';

interface MediaPickerProps {
  open: boolean;
  /** The chosen image, whole: its id, variants and alt texts (for mediaImageAttrs-like use in an editor). */
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}

/**
 * A dialog to choose one image of the media library (the article editor's image button, a banner's picture): the
 * library's grid with its search and pages; an image is selected, then taken with the button. Escape or Cancel
 * closes it without a choice.
 */
export function MediaPicker({ open, onChoose, onClose }: MediaPickerProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const close = () => {
    setSelected(null);
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={admin.title}>{t('media.pickerTitle')}</Dialog.Title>
          <Dialog.Description className={admin.intro}>{t('media.pickerIntro')}</Dialog.Description>
          <div className={styles.dialogBody}>
            <MediaGrid label={t('media.library')} version={0} selectedId={selected?.id ?? null} onSelect={setSelected} sizes="180px" />
          </div>
          <div className={styles.dialogActions}>
            <Dialog.Close asChild>
              <button type="button" className={admin.secondary}>
                {t('media.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={admin.button}
              disabled={!selected}
              title={selected ? undefined : t('media.pickFirst')}
              onClick={() => {
                if (!selected) return;
                onChoose(selected);
                setSelected(null);
              }}
            >
              {t('media.pick')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
