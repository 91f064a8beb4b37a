import type { Device } from '@portal/shared/contracts';

/**
 * This remote's pages and their URLs on each device (relative to /pc/ and /mobile/): routes.tsx builds the routes
 * from it; @portal/contracts/pages declares the same paths.
 */
export const PAGES = {
  voting: { pc: 'secondCompetition', mobile: 'vote' },
  winners: { pc: 'speak-sustainability-contest', mobile: 'prize/winner/index' },
} as const satisfies Record<string, Record<Device, string>>;

/** Every page gets the device it renders for; the shell picks the route table. */
export interface PageProps {
  device: Device;
}
