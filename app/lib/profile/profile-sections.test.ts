import { expect, test } from 'vitest'
import { compCardImages, paragraphsOf, sectionsOf, selectedSection } from './profile-sections'

const image = (name: string) => ({ url: `https://m/${name}.jpg`, width: 1600, height: 2400 })
const empty = { portfolio: [], polaroids: [], composite: [], videos: [], about: null, skills: [] }

test('a profile shows only the sections that have content, in order', () => {
  expect(sectionsOf(empty)).toEqual([])
  expect(
    sectionsOf({
      ...empty,
      portfolio: [image('b')],
      videos: [{}],
      about: 'Ana dances.',
      skills: [],
    }),
  ).toEqual(['portfolio', 'videos', 'biography'])
  expect(
    sectionsOf({ ...empty, polaroids: [image('s')], composite: [image('c')], skills: ['dança'] }),
  ).toEqual(['polaroids', 'composite', 'biography'])
  expect(sectionsOf({ ...empty, about: '   ' })).toEqual([])
})

test('the section asked for is shown when the profile has it, else the first', () => {
  expect(selectedSection('videos', ['portfolio', 'videos'])).toBe('videos')
  expect(selectedSection('polaroids', ['portfolio', 'videos'])).toBe('portfolio')
  expect(selectedSection(null, ['biography'])).toBe('biography')
  expect(selectedSection('portfolio', [])).toBeNull()
})

test('a comp card takes the hero, then composite, portfolio and polaroids, each photo once', () => {
  const hero = image('hero')
  expect(
    compCardImages(hero, {
      composite: [image('c1')],
      portfolio: [hero, image('b1'), image('b2'), image('b3')],
      polaroids: [image('s1')],
    }).map((chosen) => chosen.url),
  ).toEqual(['https://m/hero.jpg', 'https://m/c1.jpg', 'https://m/b1.jpg', 'https://m/b2.jpg'])
  expect(
    compCardImages(null, { composite: [], portfolio: [image('b1')], polaroids: [] }),
  ).toHaveLength(1)
})

test('a biography splits into paragraphs at blank lines', () => {
  expect(paragraphsOf('One.\r\n\r\nTwo,\nstill two.\n\n\n')).toEqual(['One.', 'Two,\nstill two.'])
  expect(paragraphsOf(null)).toEqual([])
})
