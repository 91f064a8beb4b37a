import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInside } from '../lib/inside.js';
import { IMMUTABLE } from './cache-policy.js';

export interface MediaPluginOptions {
  /** The committed placeholders (api/public/media). */
  mediaRoot: string;
  /** Copies organizers published (config.publicMediaDir), named by their content's hash. */
  publicMediaDir: string;
}

// Media files keep their names when they change (they are not content-hashed), so a day's
// caching is the compromise between repeat visits and seeing an updated picture.
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Serves /media/: the placeholder images (banners, covers, logos, gallery, posters), then the published copies of
 * the public media folder, both under one prefix, the committed folder first.
 */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app: FastifyInstance, { mediaRoot, publicMediaDir }) => {
    // Made at start, so that a copy `pnpm admin` writes later is served without a restart.
    await mkdir(publicMediaDir, { recursive: true });
    const roots = existsSync(mediaRoot) ? [mediaRoot, publicMediaDir] : [publicMediaDir];
    if (roots.length === 1) app.log.warn({ mediaRoot }, 'media folder not found: only published media is served at /media/');
    await app.register(fastifyStatic, {
      root: roots,
      prefix: '/media/',
      index: false,
      // A copy being written is a dotfile (`.tmp-…`): never served, not even half.
      dotfiles: 'ignore',
      decorateReply: false, // the shell's registration owns reply.sendFile
      cacheControl: false,
      setHeaders: (res, file) => {
        // A published copy's name is its content's hash: a new poster is a new URL, so the old one never changes.
        res.setHeader('Cache-Control', isInside(publicMediaDir, file) ? IMMUTABLE : MEDIA_CACHE_CONTROL);
        // SVG is a document type: never let a browser reinterpret it as anything else.
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'media', dependencies: ['static'] },
);
