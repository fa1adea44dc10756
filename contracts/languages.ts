/**
 * The languages of the site and of the submissions it sends: the `{lang}` of the panel's
 * calls (`/api/contact/pt`) and of its posts. The site's own locale helpers build on this list.
 */
export const languages = ['en', 'es', 'pt'] as const
export type Language = (typeof languages)[number]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}
