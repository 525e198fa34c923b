// /Sellers/Nuevo/Select: the publication types chosen for a seller not yet created are kept in
// the tab's session storage until /Sellers/Nuevo reads them back (with the form typed so far).
const TYPES = 'sellers.nuevo.tipos';

export function keepNewSellerTypes(ids: readonly number[]): void {
  sessionStorage.setItem(TYPES, JSON.stringify(ids));
}

export function takeNewSellerTypes(): number[] {
  const raw = sessionStorage.getItem(TYPES);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}
