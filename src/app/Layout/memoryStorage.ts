/** A Storage kept in a Map, for unit tests of the code that reads and writes local storage. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

/** A storage source that throws as blocked storage does. */
export function blockedStorage(): Storage {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}
