import { expect, test } from 'vitest'
import { agency } from '~/config/agency'
import { breadcrumbData, jsonLdText, organizationData, personData } from './structured-data'

const publicUrl = 'https://passarela.test'
const links = {
  instagram: 'https://www.instagram.com/passarela.models/',
  models: 'https://models.com/agency/passarela-models',
  email: 'hello@passarela.test',
  phone: '+55 61 3333-4444',
  phoneHref: '+556133334444',
  whatsapp: '5561999990000',
}

test('the agency is an Organization with its address, the panel’s telephone, logo and profiles', () => {
  expect(organizationData(publicUrl, links)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': 'https://passarela.test/#organization',
    name: agency.name,
    legalName: agency.legalName,
    url: 'https://passarela.test/',
    logo: 'https://passarela.test/favicon.svg',
    telephone: '+556133334444',
    email: 'hello@passarela.test',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'SHIS QI 9, Bloco E, Sala 214, Lago Sul',
      addressLocality: 'Brasília',
      addressRegion: 'DF',
      postalCode: '71625-045',
      addressCountry: 'BR',
    },
    sameAs: [links.instagram, links.models],
  })
})

test('a social link given twice is one sameAs', () => {
  const data = organizationData(publicUrl, { ...links, models: links.instagram })
  expect(data.sameAs).toEqual([links.instagram])
})

test('a talent is a Person with an absolute photo, a height in cm and the agency', () => {
  expect(
    personData({
      publicUrl,
      name: 'Ana Souza',
      url: 'https://passarela.test/models/7/ana-souza',
      imagePath: '/images?w=1200&src=booking%3Amedia%2Fana.jpg',
      heightCm: 178,
    }),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Ana Souza',
    url: 'https://passarela.test/models/7/ana-souza',
    image: 'https://passarela.test/images?w=1200&src=booking%3Amedia%2Fana.jpg',
    height: { '@type': 'QuantitativeValue', value: 178, unitCode: 'CMT' },
    affiliation: {
      '@type': 'Organization',
      '@id': 'https://passarela.test/#organization',
      name: agency.name,
      url: 'https://passarela.test/',
    },
  })
})

test('a talent without a photo or a known height is described without them', () => {
  const data = personData({
    publicUrl,
    name: 'Ana Souza',
    url: 'https://passarela.test/models/7/ana-souza',
    imagePath: null,
    heightCm: null,
  })
  expect(data).not.toHaveProperty('image')
  expect(data).not.toHaveProperty('height')
})

test('a breadcrumb numbers its steps from 1, each with its URL', () => {
  expect(
    breadcrumbData([
      { name: 'Home', url: 'https://passarela.test/' },
      { name: 'Models', url: 'https://passarela.test/models' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://passarela.test/' },
      { '@type': 'ListItem', position: 2, name: 'Models', item: 'https://passarela.test/models' },
    ],
  })
})

test('the script text cannot close its element, and reads back as the same data', () => {
  const data = { name: '</script><script>alert(1)</script> & \u2028' }
  const text = jsonLdText(data)
  expect(text).not.toMatch(/[<>&\u2028]/)
  expect(JSON.parse(text)).toEqual(data)
})
