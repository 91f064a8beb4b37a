import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MediaPluginOptions {
  mediaRoot: string;
}

// Media files keep their names when they change (they are not content-hashed), so a day's
// caching is the compromise between repeat visits and seeing an updated picture.
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** Serves the placeholder images under /media/ (banners, covers, logos, gallery, poster). */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app: FastifyInstance, { mediaRoot }) => {
    if (!existsSync(mediaRoot)) {
      app.log.warn({ mediaRoot }, 'media folder not found: /media/ is not served');
      return;
    }
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/media/',
      index: false,
      decorateReply: false, // the shell's registration owns reply.sendFile
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
        // SVG is a document type: never let a browser reinterpret it as anything else.
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'media', dependencies: ['static'] },
);
