/**
 * Typo tolerance for search, as the best search engines behave: a query word of 5 letters or more may carry one
 * typo, of 9 or more two; a word typed on the wrong keyboard layout or transliterated to Latin letters is tried in
 * Cyrillic too. Matching words come from the search terms' trigram index (repo), verified here.
 */

/** Lower case, ё as е: the form terms are stored and queries compared in. */
export function normaliseWord(word: string): string {
  return word.toLowerCase().replaceAll('ё', 'е');
}

/** A text's words, normalised; punctuation and spaces separate them. */
export function wordsOf(text: string): string[] {
  return normaliseWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** How many typos a query word of this length may carry. */
export function allowedTypos(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Optimal string alignment distance (a swap of neighbours counts once), or max + 1 once it is past `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** How well a stored term answers a query word: 1 the same, 0.75 its start, 0.6 one typo, 0.45 two; 0 none. */
export function matchQuality(word: string, term: string): number {
  if (term === word) return 1;
  if (word.length >= 2 && term.startsWith(word)) return 0.75;
  const allowed = allowedTypos(word.length);
  if (allowed === 0) return 0;
  const distance = typoDistance(word, term, allowed);
  return distance === 1 ? 0.6 : distance === 2 ? 0.45 : 0;
}

const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const toCyrillicKey = new Map([...LATIN_KEYS].map((key, index) => [key, CYRILLIC_KEYS[index]!]));
const toLatinKey = new Map([...CYRILLIC_KEYS].map((key, index) => [key, LATIN_KEYS[index]!]));

/** The same keys pressed on the other layout (ЙЦУКЕН ↔ QWERTY), or null when the text mixes or has no letters to swap. */
export function otherLayout(text: string): string | null {
  const lower = text.toLowerCase();
  const letters = [...lower].filter((char) => /\p{L}|[[\];',.`]/u.test(char));
  if (letters.length === 0) return null;
  const map = letters.every((char) => toCyrillicKey.has(char))
    ? toCyrillicKey
    : letters.every((char) => toLatinKey.has(char))
      ? toLatinKey
      : null;
  return map ? [...lower].map((char) => map.get(char) ?? char).join('') : null;
}

/** Latin transliteration back to Cyrillic (the common Russian schemes), longest spellings first. */
const TRANSLIT: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['ey', 'ей'],
  ['ay', 'ай'],
  ['oy', 'ой'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['c', 'к'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ["'", 'ь'],
];

/** Latin letters read as transliterated Russian, or null when the text is not all Latin. */
export function fromTranslit(text: string): string | null {
  const lower = text.toLowerCase();
  if (!/[a-z]/.test(lower) || /[^a-z'\s\d\p{P}]/u.test(lower)) return null;
  let out = '';
  for (let i = 0; i < lower.length; ) {
    const found = TRANSLIT.find(([latin]) => lower.startsWith(latin, i));
    if (found) {
      out += found[1];
      i += found[0].length;
    } else {
      out += lower[i];
      i += 1;
    }
  }
  return out;
}

/** The ways a query may have been meant: as typed, on the other layout, and read as transliteration. */
export function queryVariants(query: string): string[][] {
  const variants = [query, otherLayout(query), fromTranslit(query)].flatMap((text) => (text ? [wordsOf(text)] : []));
  const seen = new Set<string>();
  return variants.filter((words) => {
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
