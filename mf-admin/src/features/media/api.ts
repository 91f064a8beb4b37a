import type { MediaAlt, MediaItem } from '@portal/contracts/admin-media';
import { MEDIA_ALT_FIELDS, MEDIA_FILE_FIELD } from '@portal/contracts/media-rules';
import { LANGUAGES } from '@portal/shared/i18n';
import { UPLOAD_TIMEOUT } from '@portal/shared/api';
import { staffRequest } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// One function per call of /api/admin/media (editors and organizers).
const BASE = '/admin/media';

/** A page of the library, newest first, searched in the alt texts: what the grid and the picker show. */
export const loadMedia = pagedLoader<MediaItem>(BASE);

/**
 * An image and its three alt texts as the multipart form the server reads (the alt fields first, so a refusal of the
 * texts costs no upload time on a slow line), with the bytes' progress (0–100); never retried.
 */
export function uploadMedia(file: File, alt: MediaAlt, onProgress: (percent: number) => void): Promise<MediaItem> {
  const form = new FormData();
  for (const language of LANGUAGES) form.append(MEDIA_ALT_FIELDS[language], alt[language]);
  form.append(MEDIA_FILE_FIELD, file);
  return staffRequest<MediaItem>({
    method: 'post',
    url: BASE,
    data: form,
    timeout: UPLOAD_TIMEOUT,
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(Math.min(100, Math.round((loaded * 100) / total)));
    },
  });
}

export const saveAlt = (id: number, alt: MediaAlt) => staffRequest<MediaItem>({ method: 'patch', url: `${BASE}/${id}`, data: { alt } });
export const deleteMedia = (id: number) => staffRequest<{ id: number }>({ method: 'delete', url: `${BASE}/${id}` });

/** One item of the library (a cover the article names), or a refusal (404 when it is gone). */
export const getMedia = (id: number) => staffRequest<MediaItem>({ method: 'get', url: `${BASE}/${id}` });
