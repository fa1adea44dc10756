import { asciiSlug } from '../../contracts/slug'

export { asciiSlug }

/**
 * The URL slug of a talent's name ("João D'Ávila" → "joao-d-avila"). A name with nothing
 * left in ASCII becomes "model".
 */
export function talentSlug(name: string): string {
  return asciiSlug(name) || 'model'
}
