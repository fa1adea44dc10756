import { expect, test } from 'vitest'
import { asciiSlug } from '../../contracts/slug'
import { newsStories } from './seed-news'

test('there are at least 18 stories, each told in all three languages', () => {
  expect(newsStories.length).toBeGreaterThanOrEqual(18)
  for (const story of newsStories) {
    for (const lang of ['en', 'es', 'pt'] as const) {
      expect(story[lang].title.length).toBeGreaterThan(10)
      expect(story[lang].excerpt.length).toBeGreaterThan(20)
      expect(story[lang].paragraph.length).toBeGreaterThan(60)
    }
    // A story left untranslated would repeat the English text.
    expect(story.es.title).not.toBe(story.en.title)
    expect(story.pt.title).not.toBe(story.es.title)
  }
})

test('titles give distinct slugs in each language', () => {
  for (const lang of ['en', 'es', 'pt'] as const) {
    const slugs = newsStories.map((story) => asciiSlug(story[lang].title))
    expect(new Set(slugs).size).toBe(slugs.length)
  }
  expect(asciiSlug('Casting em Brasília: São Paulo & Goiás!')).toBe(
    'casting-em-brasilia-sao-paulo-goias',
  )
})
