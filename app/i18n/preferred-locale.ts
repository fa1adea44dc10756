import { defaultLocale, isLocale, type Locale } from './locales'

/**
 * The site's language a browser asks for first in its `Accept-Language` (`pt-BR,pt;q=0.9,en;q=0.8`),
 * by weight and then by order; English when it names none of ours. Only for a page whose
 * address says no language: a package's link that no longer works cannot know the package's.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';')
      const weight = parameters
        .map((parameter) => /^\s*q\s*=\s*(.*?)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined)
      const quality = weight === undefined ? 1 : Number(weight)
      return {
        language: tag.trim().split('-')[0]?.toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      }
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked.map(({ language }) => language).find(isLocale) ?? defaultLocale
}
