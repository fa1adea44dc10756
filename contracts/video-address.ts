/**
 * A talent's video as the booking software keeps it: the provider and a `file` holding its id
 * (and for a private Vimeo video its hash: `76979871/8272103f6e`), read out of the address staff
 * paste. Plain code: the back office's pages may check an address before sending it.
 */
export type VideoAddress = { provider: 'youtube' | 'vimeo'; file: string }

export type VideoAddressResult = { ok: true; video: VideoAddress } | { ok: false; message: string }

const youtubeId = /^[A-Za-z0-9_-]{11}$/
const vimeoId = /^\d{1,12}$/
const vimeoHash = /^[A-Za-z0-9]{1,40}$/

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

export const videoAddressMessage =
  'must be the address of a YouTube video (youtube.com/watch?v=…, youtu.be/…) or a Vimeo video (vimeo.com/…)'

function asUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function youtube(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean)
  if (url.hostname === 'youtu.be') return segments.length === 1 ? (segments[0] ?? null) : null
  if (!youtubeHosts.has(url.hostname)) return null
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v')
  // /embed/ID, /shorts/ID, /live/ID, /v/ID
  const [kind, id, ...rest] = segments
  if (rest.length === 0 && id && ['embed', 'shorts', 'live', 'v'].includes(kind ?? '')) return id
  return null
}

function vimeo(url: URL): { id: string; hash: string | null } | null {
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | undefined
  let hash: string | null = null
  if (url.hostname === 'player.vimeo.com') {
    if (segments.length !== 2 || segments[0] !== 'video') return null
    id = segments[1]
  } else if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/NAME/ID, vimeo.com/groups/NAME/videos/ID
    const at = segments.findIndex((segment) => vimeoId.test(segment))
    if (at === -1) return null
    const before = segments.slice(0, at)
    const known =
      before.length === 0 ||
      (before.length === 2 && before[0] === 'channels') ||
      (before.length === 3 && before[0] === 'groups' && before[2] === 'videos')
    const after = segments.slice(at + 1)
    if (!known || after.length > 1) return null
    id = segments[at]
    hash = after[0] ?? null
  } else {
    return null
  }
  hash = url.searchParams.get('h') ?? hash
  if (!id || !vimeoId.test(id) || (hash !== null && !vimeoHash.test(hash))) return null
  return { id, hash }
}

/** The video an address names, or why it names none. */
export function parseVideoAddress(address: string): VideoAddressResult {
  const url = asUrl(address.trim())
  if (!url) return { ok: false, message: videoAddressMessage }
  const host = url.hostname.toLowerCase()
  if (host === 'youtu.be' || youtubeHosts.has(host)) {
    const id = youtube(url)
    return id && youtubeId.test(id)
      ? { ok: true, video: { provider: 'youtube', file: id } }
      : { ok: false, message: 'is a YouTube address that names no video' }
  }
  if (host.endsWith('vimeo.com')) {
    const found = vimeo(url)
    return found
      ? {
          ok: true,
          video: { provider: 'vimeo', file: found.hash ? `${found.id}/${found.hash}` : found.id },
        }
      : { ok: false, message: 'is a Vimeo address that names no video' }
  }
  return { ok: false, message: videoAddressMessage }
}

/** The address a person opens to watch a video kept as `{provider, file}`. */
export function videoWatchUrl({ provider, file }: VideoAddress): string {
  const [id = '', hash] = file.split('/')
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`
  return hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`
}
