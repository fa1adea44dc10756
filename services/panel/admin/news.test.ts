import { expect, test } from 'vitest'
import {
  draftOf,
  fromAgencyTime,
  isIncluded,
  parseStoryDraft,
  slugProblem,
  toAgencyTime,
  validateStory,
} from './news'

function fields(overrides: Record<string, string> = {}) {
  return {
    publishedAt: '2026-11-20T09:30',
    status: 'published',
    'pt-include': 'on',
    'pt-title': 'Seletiva aberta em Brasília',
    'pt-slug': '',
    'pt-summary': ' Venha. ',
    'pt-body': 'Texto.\r\n\r\nMais.',
    ...overrides,
  }
}

test('a slug is lower-case letters, digits and single hyphens, at most 80 long', () => {
  for (const slug of ['open-casting', 'sp-fashion-week-2026', 'a', '2026']) {
    expect(slugProblem(slug), slug).toBeUndefined()
  }
  for (const slug of [
    'Open-Casting',
    'open casting',
    'open--casting',
    '-open',
    'open-',
    'seleção',
    'open_casting',
    'a/b',
    '../x',
  ]) {
    expect(slugProblem(slug), slug).toBe('slug-invalid')
  }
  expect(slugProblem('')).toBe('required')
  expect(slugProblem('a'.repeat(81))).toBe('too-long')
})

test('a slug left empty is made from the title; one typed is taken as it is', () => {
  const { story, errors } = validateStory(parseStoryDraft(fields()))
  expect(errors).toEqual({})
  expect(story?.languages.pt).toEqual({
    slug: 'seletiva-aberta-em-brasilia',
    title: 'Seletiva aberta em Brasília',
    summary: 'Venha.',
    // Line ends as a textarea sends them, made plain.
    body: 'Texto.\n\nMais.',
  })
  expect(story?.publishedAt.toISOString()).toBe('2026-11-20T12:30:00.000Z')
  const typed = validateStory(parseStoryDraft(fields({ 'pt-slug': 'Seletiva Aberta' })))
  expect(typed.errors).toEqual({ 'pt-slug': 'slug-invalid' })
  expect(typed.story).toBeUndefined()
  // A title of symbols alone gives no slug: one must be typed.
  expect(validateStory(parseStoryDraft(fields({ 'pt-title': '¡¿?!' }))).errors).toEqual({
    'pt-slug': 'required',
  })
})

test('a language unticked, or ticked and left empty, is left out; one is needed', () => {
  const draft = parseStoryDraft(fields({ 'en-include': 'on', 'es-title': 'Casting' }))
  expect(isIncluded(draft.languages.pt)).toBe(true)
  expect(isIncluded(draft.languages.en)).toBe(false)
  expect(isIncluded(draft.languages.es)).toBe(false)
  expect(Object.keys(validateStory(draft).story?.languages ?? {})).toEqual(['pt'])

  const none = validateStory(parseStoryDraft(fields({ 'pt-include': '' })))
  expect(none.errors).toEqual({ languages: 'no-language' })
})

test('a language written in part says what is missing, field by field', () => {
  const { errors } = validateStory(
    parseStoryDraft(
      fields({
        'en-include': 'on',
        'en-summary': 'Only a summary',
        status: 'live',
        publishedAt: '',
        'pt-title': 'x'.repeat(201),
      }),
    ),
  )
  expect(errors).toEqual({
    publishedAt: 'required',
    status: 'status-invalid',
    // Its slug, made from the title, is cut to 80: only the title is too long.
    'pt-title': 'too-long',
    'en-slug': 'required',
    'en-title': 'required',
    'en-body': 'required',
  })
})

test('the publish date is Brasília’s wall clock, whatever the server’s zone', () => {
  expect(fromAgencyTime('2026-11-20T09:30')?.toISOString()).toBe('2026-11-20T12:30:00.000Z')
  expect(fromAgencyTime('2026-11-20')?.toISOString()).toBe('2026-11-20T03:00:00.000Z')
  // Brazil kept summer time until 2019: an old post's wall clock is two hours from UTC.
  expect(fromAgencyTime('2018-01-15T10:00')?.toISOString()).toBe('2018-01-15T12:00:00.000Z')
  expect(toAgencyTime(new Date('2026-11-21T02:59:00Z'))).toBe('2026-11-20T23:59')
  for (const value of ['2026-02-30T10:00', '2026-11-20T25:00', '20/11/2026', 'tomorrow', '']) {
    expect(fromAgencyTime(value), value).toBeUndefined()
  }
})

test('a new story’s form offers every language, dated now, as a draft', () => {
  const draft = draftOf(undefined, new Date('2026-11-24T18:00:00Z'))
  expect(draft.publishedAt).toBe('2026-11-24T15:00')
  expect(draft.status).toBe('draft')
  expect(Object.values(draft.languages).every((part) => part.include)).toBe(true)
})
