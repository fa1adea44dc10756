import { agency } from '~/config/agency'
import type { AgencyLinks } from './social-links'

/**
 * Schema.org descriptions of a page for search engines, rendered by each page's `meta` as a
 * `<script type="application/ld+json">`. They are built in loaders only: the browser receives
 * the finished objects with the page's data, never these builders.
 */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonLd = { [key: string]: JsonValue }

const vocabulary = 'https://schema.org'

/**
 * The agency as another description names it (a talent's `affiliation`): its name, its
 * address on the site and an `@id` that ties it to the full description the home and
 * contact pages carry.
 */
export function agencyReference(publicUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: agency.name,
    url: `${publicUrl}/`,
  }
}

/**
 * The agency in full: address, telephone, logo, and its profiles elsewhere (`sameAs`); the
 * telephone, e-mail and profiles are the panel's when it has them.
 */
export function organizationData(publicUrl: string, links: AgencyLinks): JsonLd {
  const { street, district, city, region, postalCode, countryCode } = agency.address
  return {
    '@context': vocabulary,
    ...agencyReference(publicUrl),
    legalName: agency.legalName,
    // The site's only mark is its icon.
    logo: `${publicUrl}/favicon.svg`,
    telephone: links.phoneHref,
    email: links.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${street}, ${district}`,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: countryCode,
    },
    sameAs: [...new Set([links.instagram, links.models])],
  }
}

export type PersonInput = {
  publicUrl: string
  name: string
  /** The canonical profile URL, absolute. */
  url: string
  /** The photo's address on the site (the image endpoint's path), if the talent has one. */
  imagePath: string | null
  heightCm: number | null
}

/** A talent: who, where their profile is, their photo, their height, and the agency. */
export function personData({ publicUrl, name, url, imagePath, heightCm }: PersonInput): JsonLd {
  return {
    '@context': vocabulary,
    '@type': 'Person',
    name,
    url,
    ...(imagePath ? { image: publicUrl + imagePath } : {}),
    ...(heightCm === null
      ? {}
      : { height: { '@type': 'QuantitativeValue', value: heightCm, unitCode: 'CMT' } }),
    affiliation: agencyReference(publicUrl),
  }
}

export type Crumb = { name: string; url: string }

/** The trail from the home page to the page, each step with its absolute canonical URL. */
export function breadcrumbData(crumbs: Crumb[]): JsonLd {
  return {
    '@context': vocabulary,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  }
}

/**
 * A description as the text of its `<script type="application/ld+json">`: the characters that
 * could close the element or start markup are escaped, so a name typed into the booking
 * software or the panel cannot end the script early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
