import compress from '@fastify/compress';
import fp from 'fastify-plugin';

// gzip/brotli for compressible types (JS, JSON, HTML, CSS...) above 1 KiB, chosen from Accept-Encoding.
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
