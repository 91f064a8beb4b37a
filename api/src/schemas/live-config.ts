import { Type, type Static } from 'typebox';

/** The home page's live-stream block (spec §7): a plain JSON file, not an envelope. */
export const LiveConfig = Type.Object(
  { src: Type.String(), show: Type.Boolean(), title: Type.String() },
  { additionalProperties: false },
);
export type LiveConfig = Static<typeof LiveConfig>;

export const defaultLiveConfig: LiveConfig = { src: '', show: false, title: '' };
