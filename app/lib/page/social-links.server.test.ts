import { expect, test } from 'vitest'
import { agency } from '~/config/agency'
import { agencyLinks, phoneHref } from './social-links.server'

const panel = {
  instagram: 'https://www.instagram.com/passarela.oficial/',
  models: 'https://models.com/agency/passarela',
  email: 'booking@passarela.com.br',
  phone: '+55 61 3333-4444',
  whatsapp: '5561999990000',
}

test('the panel’s links and channels are the ones shown, the phone dialled as digits', () => {
  expect(agencyLinks(panel)).toEqual({
    instagram: panel.instagram,
    models: panel.models,
    email: panel.email,
    phone: '+55 61 3333-4444',
    phoneHref: '+556133334444',
    whatsapp: '5561999990000',
  })
})

test('what the panel leaves out, or cannot give, is the configured one', () => {
  const configured = {
    instagram: agency.social.instagram,
    models: agency.social.models,
    email: agency.email,
    phone: agency.phone,
    phoneHref: agency.phoneHref,
    whatsapp: agency.whatsapp,
  }
  expect(agencyLinks(null)).toEqual(configured)
  expect(agencyLinks({ ...panel, phone: null, whatsapp: null })).toMatchObject({
    phone: agency.phone,
    phoneHref: agency.phoneHref,
    whatsapp: agency.whatsapp,
  })
  // Nothing the site could not print or link to: a typo in the panel is not served.
  expect(
    agencyLinks({
      ...panel,
      instagram: 'javascript:alert(1)',
      phone: 'call us',
      whatsapp: 'wa.me/55',
    }),
  ).toMatchObject({
    instagram: agency.social.instagram,
    phone: agency.phone,
    whatsapp: agency.whatsapp,
  })
})

test('a printed number dials as its digits, with the + of an international one', () => {
  expect(phoneHref('+55 (61) 3248-7710')).toBe('+556132487710')
  expect(phoneHref('(61) 3248-7710')).toBe('6132487710')
})
