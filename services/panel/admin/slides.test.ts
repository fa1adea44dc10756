import { expect, test } from 'vitest'
import { captionsOf, parseSlideDraft, validateCaptions } from './slides'

test('captions are trimmed, their spacing tidied, empty ones left out', () => {
  const draft = parseSlideDraft({
    'caption-pt': '  Verão\n 2027 ',
    'caption-en': '',
    'caption-es': 'Verano',
    active: 'on',
  })
  expect(draft.active).toBe(true)
  expect(validateCaptions(draft)).toEqual({
    errors: {},
    captions: { pt: 'Verão 2027', es: 'Verano' },
  })
  expect(parseSlideDraft({}).active).toBe(false)
})

test('a caption longer than 200 characters is refused', () => {
  const draft = parseSlideDraft({ 'caption-en': 'x'.repeat(201), 'caption-pt': 'ok' })
  expect(validateCaptions(draft).errors).toEqual({ 'caption-en': 'too-long' })
})

test('stored captions are read in the site’s languages only', () => {
  expect(captionsOf({ captions: { pt: 'Oi', fr: 'Salut', en: '' } })).toEqual({ pt: 'Oi' })
})
