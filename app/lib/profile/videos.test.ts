import { expect, test } from 'vitest'
import { videoEmbedUrl } from './videos'

test('a YouTube video plays from the privacy-enhanced host', () => {
  expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', hash: null })).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  )
})

test('a Vimeo id with a hash carries it as h=', () => {
  expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: '8272103f6e' })).toBe(
    'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&dnt=1',
  )
  expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: null })).toBe(
    'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
  )
})

test('an id that is not one gives no player', () => {
  expect(videoEmbedUrl({ provider: 'youtube', id: 'x"><script>', hash: null })).toBeNull()
  expect(videoEmbedUrl({ provider: 'vimeo', id: '', hash: null })).toBeNull()
  expect(videoEmbedUrl({ provider: 'vimeo', id: '1', hash: '../x' })).toBe(
    'https://player.vimeo.com/video/1?autoplay=1&dnt=1',
  )
})
