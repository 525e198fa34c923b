// Screens keep their list filters in localStorage under one prefix, so the sidebar can clear
// them all (000 §2.3: clicking any item clears all stored filters).
export const STORED_FILTERS_PREFIX = 'market.filtros.';

/** Removes every stored filter of every screen. */
export function clearStoredFilters(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORED_FILTERS_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
