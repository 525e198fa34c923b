// The login form is in index.html itself (issue 37 point 4: the form visible sooner). The build
// renders the login screen to HTML (./login-prerender.tsx, vite.config.ts) and writes it into
// #root inside an element with PRERENDERED; a small script that runs before the page is drawn
// (the gate, also written by the build) sets GATE on <html> when this visitor is one the app will
// show the login to: no stored token, not a public page, no notice in the address. Only then is
// the written form shown (./login-first.css); anyone else never sees it, and the app draws
// their page as before.
//
// The form written at build time is the same markup React renders, but without the app it does
// nothing: 'Entrar' is disabled (so Enter submits nothing) until the app takes over. When it
// does (src/web/main.tsx), what the person typed and where the cursor was are carried into
// the app's form, which replaces the written one in the same task: nothing typed is lost.

/** On the element of #root that holds the form written at build time. */
export const PRERENDERED = 'data-login-prerender';
/** On <html>, set by the gate: the written form is shown. */
export const GATE = 'data-login-first';

/** What the person typed into the written form before the app took over. */
export interface TypedLogin {
  usuario: string;
  password: string;
  /** The field that had the cursor, and where in it. */
  focus: { id: string; start: number | null; end: number | null } | null;
}

const FIELDS = ['login-usuario', 'login-password'] as const;

/** What was typed into the written form, if it is on the page and shown; undefined otherwise. */
export function typedBeforeTakeOver(doc: Document = document): TypedLogin | undefined {
  if (!doc.documentElement.hasAttribute(GATE)) return undefined;
  if (doc.querySelector(`[${PRERENDERED}]`) === null) return undefined;
  const input = (id: string) => {
    const element = doc.getElementById(id);
    return element instanceof HTMLInputElement ? element : null;
  };
  const active = doc.activeElement;
  const focused = FIELDS.map(input).find((element) => element !== null && element === active);
  return {
    usuario: input('login-usuario')?.value ?? '',
    password: input('login-password')?.value ?? '',
    focus:
      focused === undefined || focused === null
        ? null
        : { id: focused.id, start: focused.selectionStart, end: focused.selectionEnd },
  };
}

/** Puts the cursor back where it was in the written form, now in the app's form. */
export function restoreFocus(typed: TypedLogin | undefined, doc: Document = document): void {
  if (typed?.focus == null) return;
  const element = doc.getElementById(typed.focus.id);
  if (!(element instanceof HTMLInputElement)) return;
  element.focus();
  if (typed.focus.start !== null && typed.focus.end !== null) {
    element.setSelectionRange(typed.focus.start, typed.focus.end);
  }
}
