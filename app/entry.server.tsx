import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce-provider'
import { PageStarterProvider } from './components/page-starter'
import { errorPageFallbackDocument } from './lib/page/error-fallback'
import { pageStarter, scriptAfterFirstScreen } from './lib/page/script-after-first-screen.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every visitor gets the whole document at once. Loaders finish before rendering starts,
  // so an early shell would gain nothing, and a part of a page split out of its first load
  // (the favorites form) would reach a browser without JavaScript as a hidden template.
  const renderingErrorPage = routerContext.staticHandlerContext.errors !== null
  const nonce = loadContext.cspNonce

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageStarterProvider value={pageStarter}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageStarterProvider>
      </NonceProvider>,
      {
        nonce,
        // React moves a large finished boundary out of the flow, into a hidden template that a
        // script puts back: nothing here benefits, and without JavaScript it stays hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = scriptAfterFirstScreen(nonce)
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
          // React Router already fell back to the error page, and that failed too: the last resort.
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
          // Logged whether or not the page could still be answered: a failure inside a Suspense
          // boundary, which React then leaves to the browser, would otherwise go unseen.
          console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
