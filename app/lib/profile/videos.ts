export type Video = { provider: 'youtube' | 'vimeo'; id: string; hash: string | null }

const safeId = /^[\w-]{1,64}$/

/**
 * The player a video facade creates on click: YouTube's privacy-enhanced host, or Vimeo's
 * player with the `h=` hash an unlisted video needs. Null for an id that is not one, so
 * nothing from the booking service is ever spliced into a URL unchecked.
 */
export function videoEmbedUrl({ provider, id, hash }: Video): string | null {
  if (!safeId.test(id)) return null
  if (provider === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
  }
  const url = new URL(`https://player.vimeo.com/video/${id}`)
  if (hash && safeId.test(hash)) url.searchParams.set('h', hash)
  url.searchParams.set('autoplay', '1')
  url.searchParams.set('dnt', '1')
  return url.toString()
}

export const videoProviderNames: Record<Video['provider'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
}
