import { expect, test } from 'vitest'
import { instagramProfile } from './instagram'

const anaSouza = { handle: 'anasouza', url: 'https://www.instagram.com/anasouza/' }

test('accepts a handle with or without @', () => {
  expect(instagramProfile('anasouza')).toEqual(anaSouza)
  expect(instagramProfile('@anasouza')).toEqual(anaSouza)
  expect(instagramProfile(' @AnaSouza ')).toEqual(anaSouza)
})

test('accepts a profile link', () => {
  expect(instagramProfile('https://instagram.com/anasouza/')).toEqual(anaSouza)
  expect(instagramProfile('https://www.instagram.com/anasouza?igsh=x')).toEqual(anaSouza)
  expect(instagramProfile('instagram.com/anasouza')).toEqual(anaSouza)
  expect(instagramProfile('http://www.instagram.com/AnaSouza#top')).toEqual(anaSouza)
})

test('keeps dots, underscores and digits', () => {
  expect(instagramProfile('@ana.souza_99')).toEqual({
    handle: 'ana.souza_99',
    url: 'https://www.instagram.com/ana.souza_99/',
  })
  expect(instagramProfile('a'.repeat(30))?.handle).toBe('a'.repeat(30))
})

test('rejects anything that is not a profile', () => {
  expect(instagramProfile(null)).toBeNull()
  expect(instagramProfile(undefined)).toBeNull()
  expect(instagramProfile('')).toBeNull()
  expect(instagramProfile('@')).toBeNull()
  expect(instagramProfile('ana souza')).toBeNull()
  expect(instagramProfile('ana-souza')).toBeNull()
  expect(instagramProfile('@@anasouza')).toBeNull()
  expect(instagramProfile('a'.repeat(31))).toBeNull()
  expect(instagramProfile('https://example.com/anasouza')).toBeNull()
  expect(instagramProfile('https://instagram.com.evil.example/anasouza')).toBeNull()
  expect(instagramProfile('https://www.instagram.com/')).toBeNull()
  expect(instagramProfile('https://www.instagram.com/p/Cabc123/')).toBeNull()
  expect(instagramProfile('https://www.instagram.com/explore')).toBeNull()
})
