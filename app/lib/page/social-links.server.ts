import type { AppLoadContext } from 'react-router'
import { agency } from '~/config/agency'
import type { SocialLinks } from '../../clients/panel.server'
import type { AgencyLinks } from './social-links'

/** Only web links reach an `href`: the panel is the agency's, but a typo there is not ours to serve. */
function webLink(value: string, fallback: string) {
  return /^https?:\/\//i.test(value) ? value : fallback
}

/** A printed number as a `tel:` link dials it: its digits, and the `+` of an international one. */
export function phoneHref(phone: string) {
  const digits = phone.replace(/\D/g, '')
  return phone.trim().startsWith('+') ? `+${digits}` : digits
}

/**
 * A phone number the site can print and dial: digits with the usual separators, 8 to 15 of
 * them. Anything else from the panel is not the site's to show; the configured one is.
 */
function usablePhone(value: string | null) {
  if (!value || !/^\+?[\d\s().-]+$/.test(value)) return null
  const digits = value.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15 ? value.trim() : null
}

function usableWhatsapp(value: string | null) {
  const digits = value?.replace(/[\s+().-]/g, '') ?? ''
  return /^\d{10,15}$/.test(digits) ? digits : null
}

/**
 * The agency's links and contact channels as the panel gives them (cached by its client), for the
 * footer, the contact page and the structured data; the configured ones when it cannot answer.
 */
export async function loadAgencyLinks(context: AppLoadContext): Promise<AgencyLinks> {
  try {
    return agencyLinks(await context.panel.socialLinks())
  } catch (error) {
    context.logger.warn({ err: error }, 'social links unavailable; using the configured ones')
    return agencyLinks(null)
  }
}

/**
 * Each link and channel chosen: the panel's when it has a usable one, else the agency's
 * configured one. Chosen here, on the server, so that the components only print strings and
 * the browser's bundle carries no fallback.
 */
export function agencyLinks(links: SocialLinks | null): AgencyLinks {
  const phone = usablePhone(links?.phone ?? null)
  return {
    instagram: webLink(links?.instagram ?? '', agency.social.instagram),
    models: webLink(links?.models ?? '', agency.social.models),
    email: links?.email ?? agency.email,
    phone: phone ?? agency.phone,
    phoneHref: phone ? phoneHref(phone) : agency.phoneHref,
    whatsapp: usableWhatsapp(links?.whatsapp ?? null) ?? agency.whatsapp,
  }
}
