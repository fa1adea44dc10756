/**
 * Where the agency can be found besides the site: its social profiles, its e-mail, and its phone
 * and WhatsApp, each already chosen (the panel's, else the configured one) so that the footer and
 * the contact page only print them.
 */
export type AgencyLinks = {
  instagram: string
  models: string
  email: string
  /** As printed. */
  phone: string
  /** The same number for a `tel:` link: `+` and digits. */
  phoneHref: string
  /** Digits only, country code first: the `wa.me` link format. */
  whatsapp: string
}
