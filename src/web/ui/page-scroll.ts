// The screens behind the login scroll inside the shell's page area (src/web/app/authenticated-
// layout.tsx), above the toasts' tray, not the window: what scrolls a screen goes through here.

/** The id of the shell's scrolling page area (also the router's scroll-to-top target). */
export const PAGE_SCROLLER_ID = 'pagina';

/** Back to the top of the screen (after a new page of a list, a form started again). */
export function scrollPageToTop(): void {
  document.getElementById(PAGE_SCROLLER_ID)?.scrollTo({ top: 0 });
  window.scrollTo({ top: 0 });
}
