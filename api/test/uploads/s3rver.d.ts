// s3rver ships no types: the part of its API the tests use (lib/s3rver.js, 3.7.1).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets, listens, and resolves to the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer: Server;
  }
}
