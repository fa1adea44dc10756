import { readdirSync } from 'node:fs'
import type { RequestHandler, Response } from 'express'

/** The encodings the build writes beside each script and stylesheet, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/**
 * Sends a built file compressed ahead of time (`build-tools/precompress.ts`, decision 017) to a
 * browser that accepts its encoding, in place of the server's own compression on every answer:
 * smaller, and no work per request. Mounted where `folder`'s files are served, before them; the
 * static files' handler then sends the compressed file, which `typeCompressed` labels as the
 * file it stands for.
 */
export function precompressedFiles(folder: string): RequestHandler {
  let files: Set<string>
  try {
    files = new Set(readdirSync(folder))
  } catch {
    files = new Set()
  }
  return (request, response, next) => {
    const name = request.path.slice(1)
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    if (!(extensionOf(name) in contentTypes)) return next()
    response.vary('Accept-Encoding')
    // The smallest the browser takes: browsers list gzip first, with no preference among them.
    const encoding = encodings.find(
      (candidate) =>
        request.acceptsEncodings(candidate.name) === candidate.name &&
        files.has(name + candidate.suffix),
    )
    if (!encoding) return next()
    response.setHeader('Content-Encoding', encoding.name)
    request.url = `/${name}${encoding.suffix}`
    next()
  }
}

/** The static files' `setHeaders`: a compressed file is typed as what it holds. */
export function typeCompressed(response: Response, file: string) {
  const encoding = encodings.find(({ suffix }) => file.endsWith(suffix))
  if (!encoding) return
  const type = contentTypes[extensionOf(file.slice(0, -encoding.suffix.length))]
  if (type) response.setHeader('Content-Type', type)
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot)
}
