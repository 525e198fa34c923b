// Searches that ignore case and accents ('electricas' finds 'Pavas eléctricas', 'emege' finds
// 'Emegé'), written once for every area that searches a description. The database side folds
// with translate() rather than the unaccent extension, which PGlite does not ship; upper-case
// accented letters are listed too, so that the result does not depend on the server's
// LC_CTYPE (lower() leaves 'É' alone under the C locale).

const ACCENTED_LOWER = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const ACCENTED_UPPER = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';

/** The text searched, as the database compares it: lower case, without accents. */
export const fold = (sql: string): string =>
  `translate(lower(${sql}), '${ACCENTED_LOWER}${ACCENTED_UPPER}', '${PLAIN}${PLAIN}')`;

/** The folded text, as `fold` leaves a column: lower case, without accents. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/**
 * A LIKE pattern (default escape `\`) that finds `text` anywhere in a folded column; LIKE
 * wildcards typed by the user are searched as text. An empty text gives '%%' (everything).
 */
export function likePattern(text: string): string {
  return `%${foldText(text.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Control characters (NUL, tabs, line breaks, DEL...) have no place in a search or a code. */
export function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(text);
}
