import { createAppConfig } from '@portal/shared/federation';

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
export default (env, argv) =>
  createAppConfig(
    { dir: import.meta.dirname, kind: 'remote', exposes: { './routes': './src/app/routes.tsx' } },
    env,
    argv,
  );
