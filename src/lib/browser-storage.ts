/**
 * A value kept in this browser (localStorage) that React can read with useSyncExternalStore: every
 * reader, in this tab and in the others, sees a change at once. Where storage is blocked (private
 * mode, a policy), the value lasts as long as the page does.
 */
export interface StoredText {
  /** The stored text, or null. */
  read(): string | null;
  /** Keeps the text (or, with null, forgets it) and tells every reader. */
  write(raw: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function storedText(key: string): StoredText {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  return {
    read() {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return memory;
      }
    },
    write(raw) {
      try {
        if (raw === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, raw);
      } catch {
        memory = raw;
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/**
 * Reads the stored JSON through `parse`, once per change of the text, so that a reader gets the
 * same object until it changes. Text that is not JSON, or that `parse` refuses, reads as null.
 */
export function parsedReader<T>(text: StoredText, parse: (value: unknown) => T | null): () => T | null {
  let cachedRaw: string | null | undefined;
  let cached: T | null = null;
  return () => {
    const raw = text.read();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cached = raw === null ? null : parse(JSON.parse(raw));
      } catch {
        cached = null;
      }
    }
    return cached;
  };
}
