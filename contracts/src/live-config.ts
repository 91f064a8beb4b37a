import * as v from 'valibot';

// The home page's live-stream block (SPEC §7): a plain JSON file, not an envelope, that an operator switches on during
// an event (DATA_DIR/config/live.json, served as /config/live.json). Valibot, like the registry: the home page checks
// what it reads with it, and the server the file it serves (docs/adr/0027).

const fields = { src: v.string(), show: v.boolean(), title: v.string() };

/** What the page accepts: the three fields (anything else is dropped). */
export const LiveConfig = v.object(fields);
export type LiveConfig = v.InferOutput<typeof LiveConfig>;

/** The config the page reads, or null for anything that is not one (the block then does not show). */
export function readLiveConfig(value: unknown): LiveConfig | null {
  const parsed = v.safeParse(LiveConfig, value);
  return parsed.success ? parsed.output : null;
}

/** What the server serves from the operator's file: the three fields and nothing else (an unknown field hides the block). */
const LiveConfigFile = v.strictObject(fields);

export function isLiveConfigFile(value: unknown): value is LiveConfig {
  return v.is(LiveConfigFile, value);
}
