/** Whether If-None-Match names `etag`: it may list several tags, be `*`, and a proxy may have weakened ours to W/"...". */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === ours;
  });
}
