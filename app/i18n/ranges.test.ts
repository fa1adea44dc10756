import { expect, test } from 'vitest'
import { measureRanges, phoneDigits } from '../../contracts/fields'
import { en } from './en'
import { es } from './es'
import { pt } from './pt'

/**
 * The site's refusals state the ranges `contracts/fields.ts` checks, in every language, from
 * those same numbers (issue 36): a phone number says how many digits it takes.
 */
test.each([
  ['en', en],
  ['es', es],
  ['pt', pt],
] as const)('the measures and the phone refused say their ranges, in %s', (_, resources) => {
  const errors = resources.forms.errors
  for (const [field, [min, max]] of Object.entries(measureRanges)) {
    const message = errors[field as keyof typeof measureRanges]
    expect(message, field).toContain(String(min))
    expect(message, field).toContain(String(max))
  }
  expect(errors.phone).toMatch(new RegExp(`\\b${phoneDigits.min}\\b.*\\b${phoneDigits.max}\\b`))
})
