import { createShellConfigs } from '@portal/shared/federation';

// Two builds: the public pages' shell, and the back office's in dist/back-office (docs/adr/0030).
/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration[]} */
export default (env, argv) => createShellConfigs({ dir: import.meta.dirname }, env, argv);
