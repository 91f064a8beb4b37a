import type { ComponentType } from 'react';
import type { Device } from './index';

// Extension slots (docs/adr/0008): a page of one remote shows a part that another remote owns, without either
// importing the other. The owner declares a component per slot name beside its `./routes`, lists the names in
// its declaration in @portal/contracts/pages (it reaches the registry), and the shell lends it to whichever page renders <Slot name=… />.

export const SLOT_NAMES = ['personalCenter.registration', 'personalCenter.works'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** What every slot component receives from the page that renders it. */
export interface SlotProps {
  device: Device;
}

export type RemoteSlots = Partial<Record<SlotName, ComponentType<SlotProps>>>;

export function isSlotName(value: string): value is SlotName {
  return (SLOT_NAMES as readonly string[]).includes(value);
}
