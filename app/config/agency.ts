/**
 * The agency's public facts, shown on the site (header, footer, contact page, comp cards).
 * Demo values for a Brasília agency: an agency edits this one file to make the site its own.
 * Nothing here is secret: it all reaches the browser.
 */
export type AgencyFacts = {
  name: string
  legalName: string
  address: {
    street: string
    district: string
    city: string
    region: string
    postalCode: string
    country: string
    /** ISO 3166-1 alpha-2, for machine-readable addresses (the search engines' structured data). */
    countryCode: string
  }
  /** As printed; `phoneHref` is the same number in E.164 for `tel:` links. */
  phone: string
  phoneHref: string
  /** Digits only, country code first: the `wa.me` link format. */
  whatsapp: string
  email: string
  /** Used when the panel's social links cannot be had. */
  social: { instagram: string; models: string }
  bookingCredit: { name: string; url: string }
}

export const agency = {
  name: 'Passarela',
  legalName: 'Passarela Agência de Modelos Ltda.',
  address: {
    street: 'SHIS QI 9, Bloco E, Sala 214',
    district: 'Lago Sul',
    city: 'Brasília',
    region: 'DF',
    postalCode: '71625-045',
    country: 'Brasil',
    countryCode: 'BR',
  },
  phone: '+55 61 3248-7710',
  phoneHref: '+556132487710',
  whatsapp: '5561998147710',
  email: 'contato@passarela.com.br',
  social: {
    instagram: 'https://www.instagram.com/passarela.models/',
    models: 'https://models.com/agency/passarela-models',
  },
  bookingCredit: { name: 'Manager Fashion', url: 'https://www.managerfashion.com' },
} satisfies AgencyFacts

/** The agency's contact as printed on a comp card or a letterhead, a line each. */
export function agencyContactLines(): string[] {
  const { street, district, city, region, postalCode } = agency.address
  return [`${street}, ${district}`, `${postalCode} ${city} – ${region}`, agency.phone, agency.email]
}
