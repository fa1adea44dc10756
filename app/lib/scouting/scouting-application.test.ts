import { describe, expect, test } from 'vitest'
import { centimetres, scoutingFiles } from '../../../contracts/fields'
import {
  fileErrors,
  instagramHandle,
  isRequiredShot,
  parseScoutingApplication,
  photoShots,
  scoutingErrors,
} from './scouting-application'

const today = '2026-11-22'
const megabyte = 1024 * 1024

const valid = {
  name: ' Bia Lima ',
  email: 'bia@example.com',
  phone: '+55 61 99999-0000',
  instagram: '@bia.lima',
  gender: 'woman',
  birthdate: '2000-03-14',
  nationality: 'Brasileira',
  country: 'Brasil',
  city: 'Brasília',
  height: '176',
  bust: '82',
  waist: '61,5',
  hips: '90 cm',
  skills: 'Dança',
  consent: 'on',
}

function photo(name = 'a.jpg', size = 1000, type = 'image/jpeg') {
  return new File([new Uint8Array(size)], name, { type })
}

function form(
  fields: Record<string, string>,
  photos: File[] = [photo(), photo('b.png')],
  video?: File,
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  for (const file of photos) data.append('photos', file)
  data.set('video', video ?? new File([], '', { type: 'application/octet-stream' }))
  return data
}

function errorsOf(data: FormData, extra?: Record<string, string[]>) {
  const submission = parseScoutingApplication(data, today, extra)
  return submission.status === 'success' ? undefined : submission.error
}

test('a complete application is valid, trimmed, with the handle and the files', () => {
  const submission = parseScoutingApplication(form(valid), today)
  expect(submission.status).toBe('success')
  if (submission.status !== 'success') return
  expect(submission.value).toMatchObject({
    name: 'Bia Lima',
    instagram: 'bia.lima',
    gender: 'woman',
    waist: '61,5',
    consent: 'on',
    video: null,
  })
  expect(submission.value.photos.map((file) => file.name)).toEqual(['a.jpg', 'b.png'])
})

test('an empty form flags every required field, the photos and the consent', () => {
  const errors = errorsOf(form({}, []))
  expect(Object.keys(errors ?? {}).sort()).toEqual(
    [
      'name',
      'email',
      'phone',
      'gender',
      'birthdate',
      'nationality',
      'country',
      'city',
      'height',
      'bust',
      'waist',
      'hips',
      'consent',
      'photos',
    ].sort(),
  )
  expect(errors?.name).toEqual(['forms.errors.required'])
  expect(errors?.gender).toEqual(['forms.errors.gender'])
  expect(errors?.consent).toEqual(['forms.errors.consent'])
  expect(errors?.photos).toEqual(['forms.errors.tooFewPhotos'])
})

describe('birthdate and age', () => {
  test('a date that does not exist, or one not in the past, is refused', () => {
    expect(errorsOf(form({ ...valid, birthdate: '2001-02-30' }))?.birthdate).toEqual([
      'forms.errors.birthdate',
    ])
    expect(errorsOf(form({ ...valid, birthdate: today }))?.birthdate).toEqual([
      'forms.errors.birthdateFuture',
    ])
    expect(errorsOf(form({ ...valid, birthdate: '1899-12-31' }))?.birthdate).toEqual([
      'forms.errors.birthdateFuture',
    ])
  })

  test('an applicant of 16 needs the guardian’s consent; at 18 they do not', () => {
    const sixteen = { ...valid, birthdate: '2010-06-01' }
    expect(errorsOf(form(sixteen))).toEqual({ guardian_consent: ['forms.errors.guardianConsent'] })
    expect(errorsOf(form({ ...sixteen, guardian_consent: 'on' }))).toBeUndefined()
    // Eighteen today, on the agency's calendar.
    expect(errorsOf(form({ ...valid, birthdate: '2008-11-22' }))).toBeUndefined()
    expect(errorsOf(form({ ...valid, birthdate: '2008-11-23' }))).toEqual({
      guardian_consent: ['forms.errors.guardianConsent'],
    })
  })
})

test('measures are centimetres within human ranges', () => {
  expect(centimetres('172')).toBe(172)
  expect(centimetres('61,5')).toBe(61.5)
  expect(centimetres('90 cm')).toBe(90)
  expect(centimetres('1.76')).toBeNull()
  expect(centimetres('abc')).toBeNull()
  const errors = errorsOf(form({ ...valid, height: '1.76', bust: '300', waist: '39', hips: 'x' }))
  expect(errors).toEqual({
    height: ['forms.errors.height'],
    bust: ['forms.errors.bust'],
    waist: ['forms.errors.waist'],
    hips: ['forms.errors.hips'],
  })
})

test('instagram handles are read from @handles and profile links; others are refused', () => {
  expect(instagramHandle('@ana_s')).toBe('ana_s')
  expect(instagramHandle('https://www.instagram.com/ana.s/')).toBe('ana.s')
  expect(instagramHandle('ana s')).toBeNull()
  expect(errorsOf(form({ ...valid, instagram: 'not a handle!' }))?.instagram).toEqual([
    'forms.errors.instagram',
  ])
})

describe('files', () => {
  test('two to eight photos of JPEG, PNG or WebP, each at most 10 MB', () => {
    const ok = { size: 1, type: 'image/webp' }
    expect(fileErrors([ok, ok], [])).toEqual({})
    expect(fileErrors([ok], [])).toEqual({ photos: ['forms.errors.tooFewPhotos'] })
    expect(fileErrors(Array(9).fill(ok), [])).toEqual({ photos: ['forms.errors.tooManyPhotos'] })
    expect(
      fileErrors([ok, { size: scoutingFiles.maxPhotoBytes + 1, type: 'image/png' }], []),
    ).toEqual({ photos: ['forms.errors.photoTooLarge'] })
    expect(fileErrors([ok, { size: 10, type: 'image/gif' }], [])).toEqual({
      photos: ['forms.errors.photoType'],
    })
  })

  test('one video at most, MP4, MOV or WebM, at most 100 MB', () => {
    const photos = [
      { size: 1, type: 'image/jpeg' },
      { size: 1, type: 'image/jpeg' },
    ]
    expect(fileErrors(photos, [{ size: 100 * megabyte, type: 'video/quicktime' }])).toEqual({})
    expect(fileErrors(photos, [{ size: 100 * megabyte + 1, type: 'video/mp4' }])).toEqual({
      video: ['forms.errors.videoTooLarge'],
    })
    expect(fileErrors(photos, [{ size: 1, type: 'application/x-msdownload' }])).toEqual({
      video: ['forms.errors.videoType'],
    })
  })

  test('nine photos in the form are refused with the rest of the fields valid', () => {
    const nine = Array.from({ length: 9 }, (_, index) => photo(`${index}.jpg`))
    expect(errorsOf(form(valid, nine))).toEqual({ photos: ['forms.errors.tooManyPhotos'] })
  })

  test('what the server found in the bytes stands, without a second "too few" on top', () => {
    expect(errorsOf(form(valid, [photo()]), { photos: ['forms.errors.photoType'] })).toEqual({
      photos: ['forms.errors.photoType'],
    })
  })
})

test('the shots the form requires are the first ones, as many as the photos the server requires', () => {
  expect(photoShots.filter(isRequiredShot)).toEqual(['face', 'profile'])
  expect(photoShots.filter(isRequiredShot)).toHaveLength(scoutingFiles.minPhotos)
})

test('a missing shot the form found is the photos’ one error, not counted again as too few', () => {
  const form = new FormData()
  for (const [name, value] of Object.entries(valid)) form.set(name, value)
  const result = parseScoutingApplication(form, today, { photos: [scoutingErrors.requiredShots] })
  expect(result.status === 'error' && result.error?.photos).toEqual([scoutingErrors.requiredShots])
})
