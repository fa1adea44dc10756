// The slugs both sides write into addresses: the site's talent links, the panel's post slugs
// (`/api/posts/{type}/{lang}/{slug}` and the site's news links). One rule, so a slug made on
// one side reads the same on the other.

// Letters that Unicode does not decompose into a base letter and a mark, or that are more
// than one letter in ASCII.
const asciiLetters: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  ŀ: 'l',
  ĸ: 'k',
  ŋ: 'n',
  ſ: 's',
  ə: 'e',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
}

/** Text as an ASCII slug: lower case, accents dropped, words joined by dashes; maybe empty. */
export function asciiSlug(text: string, maxLength = 80): string {
  return [...text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((char) => asciiLetters[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}
