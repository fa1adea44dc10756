/**
 * The URL slug of a talent's name: ASCII, lower case, words joined by dashes
 * ("João D'Ávila" → "joao-d-avila"). A name with nothing left becomes "model".
 */
export function talentSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'model'
}
