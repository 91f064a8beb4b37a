import axios from 'axios';
import { deploymentConfig } from '@portal/shared/config';
import { readLiveConfig } from '@portal/contracts/live-config';
import type { LiveStreamConfig } from '@portal/shared/contracts';

const LIVE_CONFIG_TIMEOUT = 20_000;

/**
 * The home page's live-stream block reads a static JSON file, not an API envelope: no token, no toasts.
 * Any failure (missing file, wrong shape, network) resolves null and the block simply does not show.
 */
export async function getLiveStreamConfig(
  url: string = deploymentConfig.liveStreamConfigUrl,
  options: { signal?: AbortSignal } = {},
): Promise<LiveStreamConfig | null> {
  try {
    const { data } = await axios.get<unknown>(url, { timeout: LIVE_CONFIG_TIMEOUT, signal: options.signal });
    return readLiveConfig(data);
  } catch {
    return null;
  }
}
