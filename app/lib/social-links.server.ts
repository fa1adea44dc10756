import type { AppLoadContext } from 'react-router'
import { agency } from '~/config/agency'
import type { AgencyLinks } from './social-links'

/** Only web links reach an `href`: the panel is the agency's, but a typo there is not ours to serve. */
function webLink(value: string, fallback: string) {
  return /^https?:\/\//i.test(value) ? value : fallback
}

/**
 * The agency's social links and e-mail as the panel gives them (`GET /api/social-media`, cached by
 * the panel client), for the footer and the contact page. When the panel cannot answer, the
 * agency's configured links serve instead: a missing link is no reason for a page to fail.
 */
export async function loadAgencyLinks(context: AppLoadContext): Promise<AgencyLinks> {
  try {
    const links = await context.panel.socialLinks()
    return {
      instagram: webLink(links.instagram, agency.social.instagram),
      models: webLink(links.models, agency.social.models),
      email: links.email ?? agency.email,
    }
  } catch (error) {
    context.logger.warn({ err: error }, 'social links unavailable; using the configured ones')
    return { ...agency.social, email: agency.email }
  }
}
