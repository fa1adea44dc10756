export type InstagramProfile = { handle: string; url: string }

const handlePattern = /^[a-z0-9._]{1,30}$/

const instagramHosts = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com'])

// Single-segment Instagram pages that are not profiles.
const reservedPaths = new Set(['explore', 'reels', 'accounts', 'direct', 'stories', 'p', 'reel'])

function profileUrl(value: string): URL | null {
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    return new URL(withScheme)
  } catch {
    return null
  }
}

function handleFromUrl(value: string): string | null {
  const url = profileUrl(value)
  if (!url || !instagramHosts.has(url.hostname)) return null
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments.length !== 1) return null
  const [segment = ''] = segments
  return reservedPaths.has(segment.toLowerCase()) ? null : segment
}

/**
 * A talent's Instagram, however the panel wrote it: a handle, with or without "@", or a
 * profile link. Usernames are case-insensitive on Instagram, so the handle is kept in lower
 * case and the link is always the canonical one.
 */
export function instagramProfile(value: string | null | undefined): InstagramProfile | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  const candidate = trimmed.includes('/') ? handleFromUrl(trimmed) : trimmed.replace(/^@/, '')
  const handle = candidate?.toLowerCase()
  if (!handle || !handlePattern.test(handle)) return null
  return { handle, url: `https://www.instagram.com/${handle}/` }
}
