import { expect, test } from 'vitest'
import { sizeRanges, talentMeasureRanges } from '../../../../contracts/booking-admin'
import { modelsMessages } from './models'

/**
 * A refused measure or size says what it may be (issue 36): a height of 17800 was told only
 * "Informe a altura em centímetros.". Each message names the range the booking service checks.
 */
test.each(['pt', 'en'] as const)('every measure and size refused says its range, in %s', (lang) => {
  const problems = modelsMessages[lang].problems
  for (const [field, [min, max]] of Object.entries({ ...talentMeasureRanges, ...sizeRanges })) {
    expect(problems[field], field).toMatch(new RegExp(`\\b${min} (a|to) ${max}\\b`))
  }
})

test('the height out of range is told in each language with its range', () => {
  expect(modelsMessages.pt.problems.height).toBe('Informe a altura em centímetros, de 100 a 230.')
  expect(modelsMessages.en.problems.height).toBe(
    'Enter the height in centimetres, from 100 to 230.',
  )
})
