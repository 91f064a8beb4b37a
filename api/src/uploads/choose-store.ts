import type { ObjectStoreConfig } from '../config.js';
import { createDiskStorage, finishInterruptedCommits, sweepStaleTemps, uploadsDir, type CommittedKey, type UploadStorage } from './storage.js';

// Where finished files live: `<DATA_DIR>/uploads`, or an S3 bucket with UPLOAD_STORE=s3 (docs/adr/0013). One choice
// for the server (uploads/plugin.ts) and the organizers' command line, so both read the same files.

// Longer than any upload can take (the client's timeout is 6,000,000 ms, 100 minutes).
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

export interface ChosenStore {
  storage: UploadStorage;
  /**
   * What a crashed process left behind: moves the temporaries of committed rows into place (commit.ts), then
   * removes stale temporaries; resolves to how many of each. In this order, so no committed file is swept.
   */
  sweep(committedKey: CommittedKey): Promise<{ finished: number; removed: number }>;
  /** Whether start-up waits for the sweep (a local folder), or lets it run beside (a store over the network). */
  awaitSweep: boolean;
  close?(): void;
}

export async function chooseStore(dataDir: string, objectStore: ObjectStoreConfig | undefined): Promise<ChosenStore> {
  if (!objectStore) {
    const dir = uploadsDir(dataDir);
    return {
      storage: createDiskStorage(dir),
      sweep: async (committedKey) => ({ finished: await finishInterruptedCommits(dir, committedKey), removed: await sweepStaleTemps(dir, STALE_TEMP_MS) }),
      awaitSweep: true,
    };
  }
  // Loaded only when chosen: the AWS SDK costs a disk-backed server about 20 MB of resident memory for nothing.
  const { createS3Storage } = await import('./s3-storage.js');
  const storage = createS3Storage(objectStore);
  return {
    storage,
    // Bounded (10,000 temporaries a start). The bucket's lifecycle rule on `tmp/` (docs/adr/0013) is the real
    // cleanup: it also runs when no server starts, and aborts multipart uploads a crash left open.
    sweep: async (committedKey) => ({ finished: await storage.finishInterruptedCommits(committedKey), removed: await storage.sweepStaleTemps(STALE_TEMP_MS) }),
    awaitSweep: false,
    close: () => storage.close(),
  };
}

