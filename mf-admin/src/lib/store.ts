import { useSyncExternalStore } from 'react';

/**
 * A value and its listeners, read by React with useSyncExternalStore. The shared stores are zustand behind
 * @portal/shared entries; the back office's own state (its staff session) is its own and small, so a dozen lines
 * instead of a second copy of a store library.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: () => T): Store<T> {
  let value: T | undefined;
  let started = false;
  const listeners = new Set<() => void>();
  const get = () => {
    if (!started) {
      value = initial();
      started = true;
    }
    return value as T;
  };
  return {
    get,
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      started = true;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
