import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce-provider'
import { errorPageFallbackDocument } from './lib/error-fallback'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers and the no-JavaScript path get the whole document at once; browsers get the shell early.
  const readyEvent =
    isbot(request.headers.get('user-agent')) || routerContext.isSpaMode
      ? 'onAllReady'
      : 'onShellReady'
  const renderingErrorPage = routerContext.staticHandlerContext.errors !== null
  const nonce = loadContext.cspNonce

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          if (!renderingErrorPage) return reject(error)
          // React Router already fell back to the error page, and that failed too (spec §8).
          const details = error instanceof Error ? error.message : String(error)
          resolve(
            new Response(errorPageFallbackDocument(new URL(request.url).pathname, details), {
              status: responseStatusCode,
              headers: { 'Content-Type': 'text/html; charset=utf-8' },
            }),
          )
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors while streaming after the shell are logged; before it, onShellError answers.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
