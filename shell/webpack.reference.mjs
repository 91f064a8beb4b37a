// The reference build (issue 13): the same shell and the same pages of all four remotes as ONE ordinary webpack
// bundle, without Module Federation, only to measure what federation costs (`pnpm bench:web`). Never served to users.
//
// It is the shell's own production config with the federation plugin taken out and two seams replaced: the page view
// imports each remote's `./routes` source statically (one split point per remote, each page still its own lazy
// chunk), and the registry is the copy built in. Everything else — loaders, CSS extraction, the html template,
// defines, splitChunks defaults, content hashes — is the federated shell's, so the difference is federation alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
// By name: the class seen here and the one @portal/shared/federation instantiated may be two copies of the module.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createAppConfig } from '@portal/shared/federation';

const dir = import.meta.dirname;
const repoRoot = path.resolve(dir, '..');
const REMOTES = JSON.parse(readFileSync(path.join(repoRoot, 'contracts/src/remotes.json'), 'utf8'));

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
export default (env, argv) => {
  const config = createAppConfig({ dir, kind: 'host' }, env, { ...argv, mode: 'production' });
  // Matched on the resolved file, then resolved again from the replacement's own folder (its relative imports).
  const replace = (/** @type {string} */ file, /** @type {string} */ by) =>
    new webpack.NormalModuleReplacementPlugin(/./, (/** @type {any} webpack's resolve data */ data) => {
      if (data.createData?.resource === path.join(dir, 'src', `${file}.ts`)) {
        data.createData.resource = path.join(dir, 'src/reference', by);
        data.createData.context = path.join(dir, 'src/reference');
      }
    });
  return {
    ...config,
    output: { ...config.output, path: path.join(repoRoot, 'var/reference/dist'), uniqueName: 'portal_reference' },
    resolve: {
      ...config.resolve,
      alias: Object.fromEntries(REMOTES.map((name) => [`@reference-remote/${name}`, path.join(repoRoot, name, 'src/app/routes.tsx')])),
    },
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== ModuleFederationPlugin.name),
      replace('app/page-view', 'page-view.ts'),
      replace('registry/load-registry', 'load-registry.ts'),
    ],
  };
};
