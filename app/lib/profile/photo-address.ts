/** The address's name of the photo open full screen (`?photo=7`, counted from 1). */
const photoParam = 'photo'
/** The section the open photo belongs to: a package's book shows several galleries at once. */
const sectionParam = 'section'

/**
 * The photo of this gallery the address opens, or null. A gallery answers to its own section,
 * or, when the address names none, to the page's first gallery.
 */
export function openPhotoOf(
  search: URLSearchParams,
  gallery: { section: string; leading: boolean; count: number },
): number | null {
  const value = search.get(photoParam)
  if (value === null || !/^[1-9][0-9]*$/.test(value)) return null
  const named = search.get(sectionParam)
  if (named === null ? !gallery.leading : named !== gallery.section) return null
  const number = Number(value)
  return number <= gallery.count ? number : null
}

/** The address (its search, `?…`) with `number` of `section` open. */
export function photoAddress(search: URLSearchParams, section: string, number: number): string {
  const next = new URLSearchParams(search)
  next.set(sectionParam, section)
  next.set(photoParam, String(number))
  return `?${next.toString()}`
}

/** The address with no photo open. */
export function withoutPhoto(search: URLSearchParams): string {
  const next = new URLSearchParams(search)
  next.delete(photoParam)
  const rest = next.toString()
  return rest ? `?${rest}` : '?'
}
