import axios from 'axios';
import * as v from 'valibot';
import { siteConfig } from '@portal/shared/config';
import type { LiveStreamConfig } from '@portal/shared/contracts';

const LIVE_CONFIG_TIMEOUT = 20_000;

const liveStreamSchema = v.object({ src: v.string(), show: v.boolean(), title: v.string() });

/**
 * The home page's live-stream block reads a static JSON file, not an API envelope: no token, no toasts.
 * Any failure (missing file, wrong shape, network) resolves null and the block simply does not show.
 */
export async function getLiveStreamConfig(
  url: string = siteConfig.liveStreamConfigUrl,
  options: { signal?: AbortSignal } = {},
): Promise<LiveStreamConfig | null> {
  try {
    const { data } = await axios.get<unknown>(url, { timeout: LIVE_CONFIG_TIMEOUT, signal: options.signal });
    const parsed = v.safeParse(liveStreamSchema, data);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
