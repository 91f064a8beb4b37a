import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remoteCacheControl, shellCacheControl } from './cache-policy.js';
import { BACK_OFFICE_DIR } from '../shell-html/shell-page.js';

export interface StaticPluginOptions {
  shellDist: string;
  releasesDir: string;
}

/**
 * Serves released remotes under /remotes/ and the built shell at /. Either folder may be
 * missing (API-only runs and tests): the API still starts. @fastify/send confines every
 * path to its root, refusing `..` (also when percent-encoded) before touching the disk.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app: FastifyInstance, { shellDist, releasesDir }) => {
    if (existsSync(shellDist)) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        // index.html is a template: every page, `/` included, is rendered from it with its policy and data
        // (shell-html), never sent as it is; so is the back office's, for every page under /admin/.
        index: false,
        allowedPath: (path) => path !== '/index.html' && path !== `/${BACK_OFFICE_DIR}/index.html`,
        // Like /remotes/ and /media/: a dot file left in a build (`.env`, `.git/`) is never served (issue 14's fuzzing).
        dotfiles: 'ignore',
        // The builds write .br and .gz beside each text file (shared/build/federation.mjs): sent as they are.
        preCompressed: true,
        cacheControl: false, // set per file below
        setHeaders: (res, file) => {
          res.setHeader('Cache-Control', shellCacheControl(file));
          // The same URL answers br, gzip or plain by Accept-Encoding: a shared cache must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn({ shellDist }, 'SHELL_DIST not found: the shell is not served');
    }
    if (existsSync(releasesDir)) {
      await app.register(fastifyStatic, {
        root: releasesDir,
        prefix: '/remotes/',
        index: false,
        decorateReply: false, // only one registration may own reply.sendFile
        // `pnpm release publish` stages a version in a dot folder and keeps its markers in dotfiles: never served.
        dotfiles: 'ignore',
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, file) => {
          // Remotes may be loaded by a shell on another origin (CDN, preview).
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
          res.setHeader('Cache-Control', remoteCacheControl(releasesDir, file));
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn({ releasesDir }, 'RELEASES_DIR not found: no remote is served');
    }
  },
  { name: 'static' },
);
