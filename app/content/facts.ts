import { agency } from '~/config/agency'

/** The agency's postal address on one line, as the controller is named in the privacy policy. */
export function postalAddress(): string {
  const { street, district, postalCode, city, region, country } = agency.address
  return `${street}, ${district}, ${postalCode} ${city} – ${region}, ${country}`
}
