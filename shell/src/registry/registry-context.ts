import { createContext, useContext } from 'react';
import type { LoadedRegistry } from './load-registry';

export const RegistryContext = createContext<LoadedRegistry | null>(null);

export function useRegistry(): LoadedRegistry {
  const loaded = useContext(RegistryContext);
  if (!loaded) throw new Error('useRegistry outside <RegistryContext>');
  return loaded;
}
