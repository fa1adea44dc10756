import type { AppLoadContext } from 'react-router'
import { expect, test } from 'vitest'
import { countsAsBookOpening, countsAsPackageVisit, isLinkPreviewer } from './package-visits.server'

const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** User-Agents the previewers send, as they send them. */
const previewers = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0 A',
  'TelegramBot (like TwitterBot)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
  // iMessage's preview names itself as Facebook's and Twitter's.
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
]

function visit(method: string, userAgent: string, dataRequest = false) {
  const request = new Request('http://site.test/packages/token', {
    headers: { 'user-agent': userAgent },
  })
  const context = { asked: { method, dataRequest } } as AppLoadContext
  return {
    page: countsAsPackageVisit(request, context),
    book: countsAsBookOpening(request, context),
  }
}

test('the chat and social apps’ link previewers are known by their User-Agent; a browser is not', () => {
  for (const agent of previewers) expect(isLinkPreviewer(agent), agent).toBe(true)
  expect(isLinkPreviewer(browser)).toBe(false)
  expect(isLinkPreviewer(null)).toBe(false)
})

test('a browser’s GET of the page is a visit; a HEAD, the page’s data request or a preview is not', () => {
  expect(visit('GET', browser)).toEqual({ page: true, book: true })
  expect(visit('HEAD', browser)).toEqual({ page: false, book: false })
  // Back from a book, the list's data again: the same visit. A book opened in place is opened.
  expect(visit('GET', browser, true)).toEqual({ page: false, book: true })
  for (const agent of previewers) expect(visit('GET', agent)).toEqual({ page: false, book: false })
})
