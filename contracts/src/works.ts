// Facts of the works upload that the page and the server both act on (issue 10, docs/adr/0012).

/** Where the tus server lives (the API mounts @tus/server there; the page's upload client sends there). */
export const TUS_ENDPOINT = '/api/tus';

/** SPEC §5: work uploads are PDF, PPT and MP4, up to 2 GB. */
export const WORK_MAX_BYTES = 2 * 1024 * 1024 * 1024;
