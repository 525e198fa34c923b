// Which navigations leave a screen with unsaved changes (issue 11): any other address, except
// the login screen (it is reached once the session has ended; staying would save nothing).
export interface LeaveLocation {
  pathname: string;
  search: unknown;
}

export function leavesScreen(current: LeaveLocation, next: LeaveLocation): boolean {
  if (next.pathname === '/login') return false;
  return (
    current.pathname !== next.pathname ||
    JSON.stringify(current.search) !== JSON.stringify(next.search)
  );
}
