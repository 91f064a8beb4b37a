import type { Device } from '@portal/shared/contracts';
import type { MobileRoute, PcRoute } from '@portal/shared/navigation';

/**
 * This remote's pages and their URLs on each device (relative to /pc/ and /mobile/): routes.tsx builds the routes
 * from it. Every route must be one @portal/contracts/pages declares (the types say so).
 */
export const PAGES = {
  voting: { pc: 'secondCompetition', mobile: 'vote' },
  winners: { pc: 'speak-sustainability-contest', mobile: 'prize/winner/index' },
} as const satisfies Record<string, { pc: PcRoute; mobile: MobileRoute }>;

/** Every page gets the device it renders for; the shell picks the route table. */
export interface PageProps {
  device: Device;
}
