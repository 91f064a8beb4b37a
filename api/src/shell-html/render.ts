import type { RegistryDocument } from '../registry/schema.js';
import type { RemoteHints } from './remote-hints.js';

export interface ShellPageParts {
  registry: RegistryDocument | null;
  hints: RemoteHints | null;
}

/** JSON inside <script>: nothing in it may close the element or be read as HTML (`</script>`, `<!--`). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's index.html with what the first view needs written into its head: the registry (no request for
 * /registry.json) and, for the remote that owns the page, its manifest (no request for it either) and preload hints
 * for its entry and `./routes` files — so they download with the shell's own files instead of after them.
 * Data blocks (`type="application/json"`) are never executed: the shell reads them (shell/src/registry).
 */
export function renderShellPage(template: string, { registry, hints }: ShellPageParts): string {
  const head: string[] = [];
  if (registry) head.push(`<script id="portal-registry" type="application/json">${jsonForScript(registry)}</script>`);
  if (hints) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(hints.manifest.text);
    } catch {
      manifest = null;
    }
    if (manifest) {
      head.push(`<script id="portal-manifests" type="application/json">${jsonForScript({ [hints.manifest.url]: manifest })}</script>`);
    }
    for (const href of hints.styles) head.push(`<link rel="stylesheet" href="${attribute(href)}">`);
    for (const href of hints.scripts) head.push(`<link rel="preload" as="script" href="${attribute(href)}">`);
  }
  if (head.length === 0) return template;
  const at = template.indexOf('</head>');
  return at < 0 ? template : `${template.slice(0, at)}${head.join('')}${template.slice(at)}`;
}
