import type { RegistryDocument, RemoteEntry } from '@portal/contracts/registry';

// The areas a path starts with: a device's public pages, or the back office (issue 24).
const AREAS = ['pc', 'mobile', 'admin'] as const;

/**
 * Whether a route pattern of a remote's registry entry (`latestNews`, `c/:id`, `news/*`) matches the path after the
 * device prefix, with react-router's rules for these three forms: `:name` is one segment, a trailing `*` the rest.
 */
function patternMatches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  for (const [index, part] of parts.entries()) {
    if (part === '*' && index === parts.length - 1) return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part !== segment) return false;
  }
  return segments.length === parts.length;
}

/** The remote of the registry that owns a page path such as `/pc/latestNews`, `/mobile/c/3` or `/admin/login`, or null. */
export function routeOwner(registry: RegistryDocument, pathname: string): RemoteEntry | null {
  const [area, ...segments] = pathname.split('/').filter(Boolean);
  if (!AREAS.some((known) => known === area)) return null;
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return (
    registry.remotes.find((remote) =>
      (remote.routes[area as (typeof AREAS)[number]] ?? []).some((pattern) => patternMatches(pattern, decoded)),
    ) ?? null
  );
}
