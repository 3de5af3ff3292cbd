import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsedReader, storedText } from './browser-storage';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('storedText', () => {
  it('keeps text in localStorage and tells its readers, in this tab and from another', () => {
    const stored = storedText('test:value');
    const listener = vi.fn();
    const unsubscribe = stored.subscribe(listener);
    stored.write('one');
    expect(window.localStorage.getItem('test:value')).toBe('one');
    expect(stored.read()).toBe('one');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:value' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stored.write(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(stored.read()).toBeNull();
  });

  it('keeps the value for the page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const stored = storedText('test:blocked');
    stored.write('kept');
    expect(stored.read()).toBe('kept');
  });
});

describe('parsedReader', () => {
  it('parses once per change, and reads text that is not JSON or not accepted as null', () => {
    const stored = storedText('test:parsed');
    const parse = vi.fn((value: unknown) => (typeof value === 'number' ? value : null));
    const read = parsedReader(stored, parse);
    expect(read()).toBeNull();
    stored.write('42');
    expect(read()).toBe(42);
    expect(read()).toBe(42);
    expect(parse).toHaveBeenCalledTimes(1);
    stored.write('"text"');
    expect(read()).toBeNull();
    stored.write('{not json');
    expect(read()).toBeNull();
  });
});
