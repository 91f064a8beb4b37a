import { createContext, useContext, type ComponentType } from 'react';
import type { SlotName, SlotProps } from '@portal/shared/contracts';

// A page renders <Slot name="personalCenter.registration" device={device} /> without knowing which remote fills
// it. The shell provides the outlet: it finds the remote that declares the slot in the registry, loads it at run
// time and renders its component inside a boundary of its own (docs/adr/0008).

export interface SlotOutletProps extends SlotProps {
  name: SlotName;
}

/** Given by the shell; absent in a remote's standalone preview, where slots stay empty. */
export const SlotOutletContext = createContext<ComponentType<SlotOutletProps> | null>(null);

export function Slot(props: SlotOutletProps) {
  const Outlet = useContext(SlotOutletContext);
  // The outlet is one component the shell creates once and provides; reading it from context creates nothing.
  // eslint-disable-next-line react-hooks/static-components
  return Outlet ? <Outlet {...props} /> : null;
}
