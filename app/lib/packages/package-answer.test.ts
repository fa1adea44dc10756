import { expect, test } from 'vitest'
import { packageAnswerRules } from '../../../contracts/fields'
import { packageAnswerInput } from '../../../contracts/packages'
import { emptyPackageAnswer, readPackageAnswer } from './package-answer'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

test('the picks of the models offered, in the package’s order, with their comments trimmed', () => {
  const reading = readPackageAnswer(
    form({
      'pick-7': 'maybe',
      'comment-7': '  After the fitting. ',
      'pick-3': 'yes',
      'pick-99': 'yes',
      name: 'Ana Costa',
    }),
    [
      { id: 3, name: 'Ana' },
      { id: 7, name: 'Bia' },
      { id: 5, name: 'Carla' },
    ],
    { askName: true },
  )
  expect(reading).toMatchObject({
    ok: true,
    input: {
      name: 'Ana Costa',
      picks: [
        { id: 3, name: 'Ana', pick: 'yes', comment: '' },
        { id: 7, name: 'Bia', pick: 'maybe', comment: 'After the fitting.' },
      ],
    },
  })
  // What the site sends is what the panel's contract accepts.
  expect(reading.ok && packageAnswerInput.safeParse(reading.input).success).toBe(true)
})

test('the name is not read when the booker gave the client’s', () => {
  const reading = readPackageAnswer(
    form({ 'pick-3': 'no', name: 'Someone else' }),
    [{ id: 3, name: 'Ana' }],
    {
      askName: false,
    },
  )
  expect(reading.ok && reading.input.name).toBe('')
})

test('nothing picked is the form’s error, and what was typed comes back', () => {
  const reading = readPackageAnswer(
    form({ name: 'Ana' }),
    [
      { id: 3, name: 'Ana' },
      { id: 7, name: 'Bia' },
    ],
    { askName: true },
  )
  expect(reading).toEqual({
    ok: false,
    errors: { picks: 'packages.errors.noPick' },
    values: {
      name: 'Ana',
      picks: { 3: { pick: null, comment: '' }, 7: { pick: null, comment: '' } },
    },
  })
})

test('a comment too long, a name too long, a comment without a pick, an unknown pick', () => {
  const reading = readPackageAnswer(
    form({
      'pick-3': 'yes',
      'comment-3': 'x'.repeat(packageAnswerRules.maxComment + 1),
      'comment-7': 'Only if she is free in May.',
      'pick-5': 'perhaps',
      name: 'n'.repeat(packageAnswerRules.maxName + 1),
    }),
    [
      { id: 3, name: 'Ana' },
      { id: 7, name: 'Bia' },
      { id: 5, name: 'Carla' },
    ],
    { askName: true },
  )
  if (reading.ok) throw new Error('the answer should have been refused')
  expect(reading.errors).toEqual({
    name: 'forms.errors.tooLong',
    'comment-3': 'forms.errors.tooLong',
    'pick-7': 'packages.errors.pickForComment',
    'pick-5': 'forms.errors.invalid',
  })
  expect(reading.values.picks[3]).toEqual({
    pick: 'yes',
    comment: 'x'.repeat(packageAnswerRules.maxComment + 1),
  })
  expect(reading.values.picks[7]).toEqual({ pick: null, comment: 'Only if she is free in May.' })
})

test('the empty form has a blank entry per model', () => {
  expect(emptyPackageAnswer([4, 2])).toEqual({
    name: '',
    picks: { 4: { pick: null, comment: '' }, 2: { pick: null, comment: '' } },
  })
})
