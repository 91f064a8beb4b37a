import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Device } from '@portal/shared/contracts';
import { currentDevice } from './detect';

interface DeviceState {
  device: Device;
  setDevice: (device: Device) => void;
}

/** The device the page is laid out for; kept in session storage (§9) and shared by the shell and remotes. */
export const useDeviceStore = create<DeviceState>()(
  persist(
    (set) => ({
      device: currentDevice(),
      setDevice: (device) => set({ device }),
    }),
    { name: 'device', storage: createJSONStorage(() => sessionStorage) },
  ),
);
