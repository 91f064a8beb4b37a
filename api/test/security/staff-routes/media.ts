import { MEDIA_ALT_FIELDS } from '@portal/contracts/media-rules';
import { field, file, multipart } from '../../uploads/multipart.js';
import { png } from '../../uploads/sample-files.js';
import { staffRead } from './lines.js';
import { staffJson, type StaffProbeContext, type StaffRoute } from './types.js';

// The media library (issue 25 point 4): editors and organizers. The probes name a seeded sample image that the round
// marks as used (staff-round.ts), so an allowed deletion is refused for its use and later lines still find it.

const CONTENT = ['editor', 'organizer'] as const;
const media = (context: StaffProbeContext) => context.ids.media ?? 1;
const alt = { zhComplex: '探測圖片', zhSimple: '探测图片', en: 'Probe image' };

export const MEDIA_STAFF_ROUTES: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/media', { reason: 'the media library, paged and searched in its alt texts', roles: CONTENT }, '', true),
  'GET /api/admin/media/:id': {
    access: 'staff',
    reason: 'one image with its variants, alt texts and where it is used',
    roles: CONTENT,
    probe: (context) => ({ method: 'GET', path: `/api/admin/media/${media(context)}`, headers: {} }),
  },
  'HEAD /api/admin/media/:id': {
    access: 'staff',
    reason: 'one image of the library (HEAD)',
    roles: CONTENT,
    probe: (context) => ({ method: 'HEAD', path: `/api/admin/media/${media(context)}`, headers: {} }),
  },
  'POST /api/admin/media': {
    access: 'staff',
    reason: 'uploads an image, checked by content, stripped of its metadata and published as variants under /media/lib/',
    roles: CONTENT,
    probe: () => {
      const form = multipart([...Object.entries(MEDIA_ALT_FIELDS).map(([language, name]) => field(name, alt[language as keyof typeof alt])), file('probe.png', png(), 'image/png')]);
      return { method: 'POST', path: '/api/admin/media', headers: { 'content-type': form.contentType }, body: form.payload };
    },
  },
  'PATCH /api/admin/media/:id': {
    access: 'staff',
    reason: "changes an image's alt texts in the three languages",
    roles: CONTENT,
    probe: (context) => staffJson('PATCH', `/api/admin/media/${media(context)}`, { alt }),
  },
  'DELETE /api/admin/media/:id': {
    access: 'staff',
    reason: 'deletes an image nothing uses (the probe names one in use: allowed, the server still refuses it)',
    roles: CONTENT,
    probe: (context) => ({ method: 'DELETE', path: `/api/admin/media/${media(context)}`, headers: {} }),
  },
};
