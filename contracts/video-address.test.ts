import { expect, test } from 'vitest'
import { parseVideoAddress, videoWatchUrl } from './video-address'

test.each([
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
  ['youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['  https://vimeo.com/76979871  ', 'vimeo', '76979871'],
  ['https://vimeo.com/76979871/8272103f6e', 'vimeo', '76979871/8272103f6e'],
  ['https://vimeo.com/76979871?h=8272103f6e', 'vimeo', '76979871/8272103f6e'],
  ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', 'vimeo', '76979871/8272103f6e'],
  ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
  ['vimeo.com/76979871', 'vimeo', '76979871'],
])('%s is a %s video %s', (address, provider, file) => {
  expect(parseVideoAddress(address)).toEqual({ ok: true, video: { provider, file } })
})

test.each([
  ['', /YouTube video .* Vimeo video/],
  ['not an address', /YouTube video .* Vimeo video/],
  ['https://example.com/watch?v=dQw4w9WgXcQ', /YouTube video .* Vimeo video/],
  ['ftp://youtube.com/watch?v=dQw4w9WgXcQ', /YouTube video .* Vimeo video/],
  ['https://www.instagram.com/p/abc/', /YouTube video .* Vimeo video/],
  ['https://www.youtube.com/', /YouTube address that names no video/],
  ['https://www.youtube.com/watch?v=short', /YouTube address that names no video/],
  ['https://www.youtube.com/@agency', /YouTube address that names no video/],
  ['https://vimeo.com/', /Vimeo address that names no video/],
  ['https://vimeo.com/agency', /Vimeo address that names no video/],
  ['https://vimeo.com/76979871/8272103f6e/extra', /Vimeo address that names no video/],
  ['https://vimeo.com/76979871?h=not-a-hash!', /Vimeo address that names no video/],
  ['https://player.vimeo.com/76979871', /Vimeo address that names no video/],
])('%j is refused', (address, message) => {
  const result = parseVideoAddress(address)
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.message).toMatch(message)
})

test('a kept video has an address to watch it at', () => {
  expect(videoWatchUrl({ provider: 'youtube', file: 'dQw4w9WgXcQ' })).toBe(
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  )
  expect(videoWatchUrl({ provider: 'vimeo', file: '76979871/8272103f6e' })).toBe(
    'https://vimeo.com/76979871/8272103f6e',
  )
  // Parsing the address to watch gives the video back.
  for (const file of ['76979871', '76979871/8272103f6e']) {
    expect(parseVideoAddress(videoWatchUrl({ provider: 'vimeo', file }))).toEqual({
      ok: true,
      video: { provider: 'vimeo', file },
    })
  }
})
