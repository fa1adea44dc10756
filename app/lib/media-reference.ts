/**
 * A photo as the pages name it: `booking:media/4182/cover.jpg` is that file of the booking
 * service's media folder, `panel:…` one of the panel's. Only the image endpoint resolves one,
 * on the server: the services' addresses may be internal and must never reach the HTML.
 */
export const mediaServices = ['booking', 'panel'] as const

export type MediaService = (typeof mediaServices)[number]

const referencePattern = /^(booking|panel):(?!\/)(\S+)$/

/** The service and the path inside its media folder, or null when `source` is no reference. */
export function parseMediaReference(
  source: string,
): { service: MediaService; path: string } | null {
  const match = referencePattern.exec(source)
  if (!match) return null
  return { service: match[1] as MediaService, path: match[2] as string }
}

export function isMediaReference(source: string): boolean {
  return referencePattern.test(source)
}

/**
 * What a page may show for a service's media file: a reference for a relative path or for an
 * absolute URL inside the service's media folder, the URL itself for one outside it. Null
 * for no file, or a path whose file name is empty (`media/4182/.jpg`), as services send for a
 * talent without the photo.
 */
export function mediaReference(
  service: MediaService,
  mediaUrl: string,
  file: string | null | undefined,
): string | null {
  if (!file) return null
  const trimmed = file.trim()
  if (!trimmed || /(^|\/)\.[a-z0-9]+$/i.test(trimmed)) return null
  if (/^https?:\/\//i.test(trimmed)) {
    const folder = mediaUrl.endsWith('/') ? mediaUrl : `${mediaUrl}/`
    return trimmed.startsWith(folder) ? `${service}:${trimmed.slice(folder.length)}` : trimmed
  }
  return `${service}:${trimmed.replace(/^\/+/, '')}`
}
