import type { Response } from 'express'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { sameOriginPath } from '../../../../contracts/same-origin-path'

/**
 * A back-office page, rendered on the server to plain HTML with no script at all (decision 015):
 * every form posts, every action answers with a page or a 303.
 */
export function sendPage(response: Response, page: ReactElement, status = 200) {
  response
    .status(status)
    .type('html')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`)
}

/**
 * After a post: to the page that shows its result (the PRG pattern). Only ever a page of this
 * origin; anything else (an address the request carried, say) goes to the start page.
 */
export function seeOther(response: Response, location: string) {
  const request = response.req
  const origin = `${request.protocol}://${request.get('host')}`
  // The back office's start, which sends each role to its first page.
  const fallback = `${request.baseUrl}/`
  response.redirect(303, sameOriginPath(location, { origin, fallback }))
}

/** The reply link: the browser hands the `mailto:` to the mail program and stays on the page. */
export function handToMailProgram(response: Response, mailto: `mailto:${string}`) {
  response.redirect(303, mailto)
}
