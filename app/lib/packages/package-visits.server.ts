import type { AppLoadContext } from 'react-router'

/**
 * What counts as a visit of a package's link (decision 028): a person's browser asking for the
 * page. Not a `HEAD` (a link checker), not the page's own data requests (React Router fetching
 * the list again when the client comes back from a book, or after an answer), not the preview a
 * chat or social app draws when the link is pasted into it.
 */

/**
 * The link previewers, by a piece of their User-Agent (lower case): what fetches a link pasted
 * into Slack, WhatsApp, Telegram, Facebook and Messenger, Twitter/X, Discord, LinkedIn, Skype and
 * Teams, iMessage (which says `facebookexternalhit` and `Twitterbot`), Apple's and Google's
 * previews, Pinterest, Reddit, Mastodon, Viber, and the embed services.
 */
export const linkPreviewers = [
  'slackbot',
  'slack-imgproxy',
  'whatsapp',
  'telegrambot',
  'facebookexternalhit',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'discordbot',
  'linkedinbot',
  'skypeuripreview',
  'microsoftpreview',
  'applebot',
  'google-pagerenderer',
  'googlebot',
  'pinterest',
  'redditbot',
  'mastodon',
  'viber',
  'embedly',
  'iframely',
] as const

/** A link previewer's request, by its User-Agent. */
export function isLinkPreviewer(userAgent: string | null): boolean {
  const agent = (userAgent ?? '').toLowerCase()
  return linkPreviewers.some((previewer) => agent.includes(previewer))
}

/** The package's own page: counted when a browser asks for the document with a GET. */
export function countsAsPackageVisit(request: Request, context: AppLoadContext): boolean {
  return (
    context.asked.method === 'GET' &&
    !context.asked.dataRequest &&
    !isLinkPreviewer(request.headers.get('user-agent'))
  )
}

/**
 * A model's book: counted when a browser asks for it with a GET, as a document or as the data of
 * the link followed from the package's page (a book opened in place is still a book opened).
 */
export function countsAsBookOpening(request: Request, context: AppLoadContext): boolean {
  return context.asked.method === 'GET' && !isLinkPreviewer(request.headers.get('user-agent'))
}
