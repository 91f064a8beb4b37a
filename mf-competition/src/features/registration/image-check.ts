import { translateMessage } from '@portal/shared/ui';

/** §5: the image uploader takes images up to 50 MB; the oversize message states the limit. */
export const IMAGE_LIMIT = { bytes: 50 * 1024 * 1024, label: '50 MB' } as const;

/** Why a picked file may not be uploaded (in the user's language), or null: checked before any upload. */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return translateMessage('uploadPictures');
  if (file.size > IMAGE_LIMIT.bytes) return translateMessage('fileTooLarge', { limit: IMAGE_LIMIT.label });
  return null;
}
