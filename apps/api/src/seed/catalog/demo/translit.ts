/** "letter:replacement" pairs; an empty replacement drops the letter (ъ, ь). */
const table = (pairs: string): Record<string, string> =>
  Object.fromEntries(pairs.split(' ').map((pair) => pair.split(':') as [string, string]));

const LATIN = table(
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya',
);

const ARMENIAN = table(
  'а:ա б:բ в:վ г:գ д:դ е:ե ё:յո ж:ժ з:զ и:ի й:յ к:կ л:լ м:մ н:ն о:ո п:պ р:ր с:ս т:տ у:ու ф:ֆ х:խ ц:ց ч:չ ш:շ щ:շչ ъ: ы:ը ь: э:է ю:յու я:յա',
);

function mapLetters(text: string, letters: Record<string, string>): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const mapped = letters[lower];
      if (mapped === undefined) return char;
      return char === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
    })
    .join('');
}

/** Russian letters in Latin (names in English). */
export const toLatin = (text: string) => mapLetters(text, LATIN);

/** Russian letters in Armenian script, as Armenian catalogues write Russian names. */
export const toArmenian = (text: string) => mapLetters(text, ARMENIAN);

/** A URL slug from any title: Latin, lower case, single hyphens. */
export function slugify(text: string): string {
  return toLatin(text.toLowerCase())
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
