import { expect, test } from 'vitest'
import {
  contactSchema,
  createGetScoutedSchema,
  favoritesSchema,
  fieldErrors,
} from './submission-schemas'

function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  return result.error ? fieldErrors(result.error) : {}
}

const receivedAt = new Date('2026-06-15T15:00:00Z')
const scouted = createGetScoutedSchema(receivedAt)

const application = {
  name: ' Ana Souza ',
  email: 'ANA@example.com',
  phone: '(61) 99876-5432',
  instagram: '@anasouza',
  gender: 'woman',
  birthdate: '2003-05-14',
  nationality: 'Brazilian',
  country: 'Brasil',
  city: 'Brasília',
  height: '178',
  bust: '82',
  waist: '60',
  hips: '89',
  skills: '',
  consent: 'on',
  privacy_version: '2026-01',
}

test('a complete application is trimmed and normalised', () => {
  const result = scouted.safeParse(application)
  expect(result.success).toBe(true)
  expect(result.data).toMatchObject({
    name: 'Ana Souza',
    email: 'ana@example.com',
    instagram: 'anasouza',
    consent: true,
    guardian_consent: false,
  })
})

test('an applicant turning 18 on the day of receipt needs no guardian', () => {
  const eighteenToday = scouted.safeParse({ ...application, birthdate: '2008-06-15' })
  expect(eighteenToday.success).toBe(true)
  const eighteenTomorrow = scouted.safeParse({ ...application, birthdate: '2008-06-16' })
  expect(errorsOf(eighteenTomorrow)).toEqual({
    guardian_consent: ['Applicants under 18 need the consent of a parent or guardian.'],
  })
  for (const yes of ['true', '1', 'on', 'TRUE']) {
    const withGuardian = scouted.safeParse({
      ...application,
      birthdate: '2008-06-16',
      guardian_consent: yes,
    })
    expect(withGuardian.success, yes).toBe(true)
  }
})

test('the birthdate must be a real date in the past', () => {
  for (const birthdate of ['2003-02-30', '14/05/2003', '2003-5-14', '']) {
    expect(Object.keys(errorsOf(scouted.safeParse({ ...application, birthdate })))).toEqual([
      'birthdate',
    ])
  }
  for (const birthdate of ['2026-06-15', '2030-01-01', '1899-12-31']) {
    expect(errorsOf(scouted.safeParse({ ...application, birthdate }))).toEqual({
      birthdate: ['Enter a birthdate in the past.'],
    })
  }
})

test('measures are centimetres within human ranges', () => {
  const cases: ['height' | 'bust' | 'waist' | 'hips', string, string | undefined][] = [
    ['height', '178', '178'],
    ['height', '178,5', '178.5'],
    ['height', '178 cm', '178'],
    ['height', '99', undefined],
    ['height', '231', undefined],
    ['height', '1.78', undefined],
    ['waist', '39', undefined],
    ['waist', '40', '40'],
    ['hips', '171', undefined],
    ['bust', 'eighty', undefined],
    ['bust', '', undefined],
  ]
  for (const [field, value, expected] of cases) {
    const result = scouted.safeParse({ ...application, [field]: value })
    if (expected === undefined) {
      expect(Object.keys(errorsOf(result)), `${field}=${value}`).toEqual([field])
    } else {
      expect(result.data?.[field], `${field}=${value}`).toBe(expected)
    }
  }
})

test('consent must be given; gender is man or woman', () => {
  for (const consent of ['', 'off', '0', 'false']) {
    expect(Object.keys(errorsOf(scouted.safeParse({ ...application, consent })))).toEqual([
      'consent',
    ])
  }
  const { consent: _consent, ...withoutConsent } = application
  expect(Object.keys(errorsOf(scouted.safeParse(withoutConsent)))).toEqual(['consent'])
  expect(Object.keys(errorsOf(scouted.safeParse({ ...application, gender: 'other' })))).toEqual([
    'gender',
  ])
})

test('contact: phone optional but valid, other fields required and capped', () => {
  const message = { name: 'Ann', email: 'ann@example.com', message: 'Hello' }
  expect(contactSchema.safeParse(message).success).toBe(true)
  expect(contactSchema.safeParse({ ...message, phone: '  ' }).data?.phone).toBe('')
  expect(Object.keys(errorsOf(contactSchema.safeParse({ ...message, phone: '123' })))).toEqual([
    'phone',
  ])
  expect(Object.keys(errorsOf(contactSchema.safeParse({})))).toEqual(['name', 'email', 'message'])
  expect(
    Object.keys(errorsOf(contactSchema.safeParse({ ...message, message: 'x'.repeat(5001) }))),
  ).toEqual(['message'])
})

test('a quote request keeps only its talents’ ids: no picture, link or name a visitor wrote', () => {
  const request = { name: 'Ann', email: 'ann@example.com', message: 'Quote, please' }
  const favorites = [
    { id: 1, name: 'Ana', url: 'https://evil.example/', image: 'https://tracker.example/p.gif' },
    { id: '2', name: 'Bia', url: 'javascript:alert(1)', image: 'javascript:alert(1)' },
    { id: 1, name: 'Ana again', url: '/models/1/ana' },
    { id: 5 },
  ]
  const parsed = favoritesSchema.safeParse({ ...request, favorites: JSON.stringify(favorites) })
  expect(parsed.success).toBe(true)
  expect(parsed.data?.favorites).toBe('[1,2,5]')
})

test('favorites must be a JSON list of talents', () => {
  const request = { name: 'Ann', email: 'ann@example.com', message: 'Quote, please' }
  const good = favoritesSchema.safeParse({
    ...request,
    favorites: '[{"id": 4182, "name": "Ana Souza", "url": "/models/4182/ana-souza"}]',
  })
  expect(good.success).toBe(true)
  for (const favorites of [
    'not json',
    '[]',
    '{"id": 1}',
    '[{"id": "x"}]',
    '[{"name": "Ana", "url": "/models/1/ana"}]',
  ]) {
    expect(
      Object.keys(errorsOf(favoritesSchema.safeParse({ ...request, favorites }))),
      favorites,
    ).toEqual(['favorites'])
  }
})
