/**
 * A tiny subscribable store persisted in localStorage under one key, synced across tabs through the
 * `storage` event. Use it with `useSyncExternalStore(store.subscribe, store.get)`.
 */
export type LocalStore<T> = {
  get: () => T | null;
  set: (value: T | null) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads localStorage (used after another tab wrote the key); notifies only on change. */
  reload: () => void;
};

export function createLocalStore<T>(key: string, parse: (raw: unknown) => T | null): LocalStore<T> {
  const listeners = new Set<() => void>();
  let raw = readRaw();
  let current: T | null = decode(raw);
  let listeningToStorage = false;

  function readRaw(): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function decode(text: string | null): T | null {
    try {
      return text ? parse(JSON.parse(text)) : null;
    } catch {
      return null;
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) reload();
  }

  function reload() {
    const next = readRaw();
    if (next === raw) return;
    raw = next;
    current = decode(raw);
    emit();
  }

  return {
    get: () => current,
    set(value) {
      current = value;
      raw = value === null ? null : JSON.stringify(value);
      try {
        if (raw === null) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, raw);
      } catch {
        // Storage may be full or blocked; the in-memory value still works for this tab.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!listeningToStorage && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
        listeningToStorage = true;
      }
      return () => {
        listeners.delete(listener);
      };
    },
    reload,
  };
}
