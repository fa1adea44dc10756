import type { Response } from 'express'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/**
 * A back-office page: rendered on the server to plain HTML, with no script at all. Every form
 * posts and every action answers with a page or a 303, so the back office works the same with
 * or without JavaScript, and none of it can reach the public site's bundles.
 */
export function sendPage(response: Response, page: ReactElement, status = 200) {
  response
    .status(status)
    .type('html')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`)
}

/** After a post: to the page that shows its result (the PRG pattern). */
export function seeOther(response: Response, location: string) {
  response.redirect(303, location)
}
