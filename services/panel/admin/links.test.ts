import { expect, test } from 'vitest'
import {
  isEmailAddress,
  isWebAddress,
  normalisePhone,
  normaliseWhatsapp,
  parseLinksDraft,
  validateLinks,
} from './links'

const valid = {
  instagram: 'https://www.instagram.com/passarela.models/',
  models: 'https://models.com/agency/passarela-models',
  email: 'contato@passarela.com.br',
  phone: '',
  whatsapp: '',
}

test('profiles are web addresses the site can link to', () => {
  expect(isWebAddress('https://www.instagram.com/passarela.models/')).toBe(true)
  expect(isWebAddress('http://models.com/agency/x')).toBe(true)
  for (const address of [
    'javascript:alert(1)',
    'data:text/html,x',
    'instagram.com/passarela',
    'https://localhost/x',
    'https://user:pass@instagram.com/x',
    'https://instagram.com/a b',
    'ftp://models.com/x',
  ]) {
    expect(isWebAddress(address), address).toBe(false)
  }
})

test('the agency’s e-mail has one @ and a domain with a dot', () => {
  expect(isEmailAddress('contato@passarela.com.br')).toBe(true)
  for (const address of ['contato', 'contato@passarela', 'a b@x.com', 'a@@x.com', '<a@x.com>']) {
    expect(isEmailAddress(address), address).toBe(false)
  }
})

test('a phone is kept as printed, tidied, when it has the digits of a real number', () => {
  expect(normalisePhone(' +55 61  3248-7710 ')).toBe('+55 61 3248-7710')
  expect(normalisePhone('(61) 3248.7710')).toBe('(61) 3248.7710')
  expect(normalisePhone('3248-77')).toBeUndefined()
  expect(normalisePhone('+55 61 3248-7710 ramal 2')).toBeUndefined()
  expect(normalisePhone('1'.repeat(16))).toBeUndefined()
})

test('a WhatsApp number becomes the digits wa.me wants, country code first', () => {
  expect(normaliseWhatsapp('+55 (61) 99814-7710')).toBe('5561998147710')
  expect(normaliseWhatsapp('55 61 99814 7710')).toBe('5561998147710')
  expect(normaliseWhatsapp('5561998147710')).toBe('5561998147710')
  // Without a country code it is too short to dial from abroad.
  expect(normaliseWhatsapp('99814-7710')).toBeUndefined()
  expect(normaliseWhatsapp('wa.me/5561998147710')).toBeUndefined()
})

test('the form is checked field by field; empty contact channels are the site’s own', () => {
  expect(validateLinks(parseLinksDraft(valid))).toEqual({
    errors: {},
    links: { ...valid, phone: null, whatsapp: null },
  })
  expect(
    validateLinks(
      parseLinksDraft({
        instagram: '',
        models: 'models.com/x',
        email: 'x',
        phone: 'call',
        whatsapp: '1',
      }),
    ),
  ).toEqual({
    errors: {
      instagram: 'required',
      models: 'url',
      email: 'email',
      phone: 'phone',
      whatsapp: 'whatsapp',
    },
  })
  // A field sent twice is not a string: taken as empty, never a crash.
  expect(parseLinksDraft({ ...valid, email: ['a@x.com', 'b@x.com'] }).email).toBe('')
})
