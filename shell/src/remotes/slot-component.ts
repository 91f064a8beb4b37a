import type { ComponentType } from 'react';
import type { RemoteRoutesModule, SlotName, SlotProps } from '@portal/shared/contracts';

export type SlotComponent = ComponentType<SlotProps>;

// Keyed by the loader's promise for the remote: the loader returns the same promise until the remote is reset,
// so a reset (the retry button) brings a new module promise and with it a new derived one.
const derived = new WeakMap<Promise<RemoteRoutesModule>, Map<SlotName, Promise<SlotComponent | null>>>();

/**
 * The component a remote lends to a slot, as a promise derived from the remote's module promise, cached per
 * (remote load, slot): React's `use` must get the same promise on every render, or it would suspend forever.
 * Null when the module declares no such slot (its registry entry and its build disagree): the slot stays empty.
 */
export function slotComponent(
  module: Promise<RemoteRoutesModule>,
  name: SlotName,
  remoteName: string,
): Promise<SlotComponent | null> {
  let slots = derived.get(module);
  if (!slots) {
    slots = new Map();
    derived.set(module, slots);
  }
  let component = slots.get(name);
  if (!component) {
    component = module.then((loaded) => {
      const lent = loaded.slots?.[name];
      if (!lent) console.warn(`[shell] ${remoteName} is registered for slot ${name} but its module has none`);
      return lent ?? null;
    });
    slots.set(name, component);
  }
  return component;
}
