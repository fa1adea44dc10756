import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Sends a form to another service as `multipart/form-data` over `node:http`, each file read as
 * the socket takes it. Every form between services goes this way: Node 20's fetch kept a sent
 * form's bytes after the request (decision 024's amendment).
 */
export async function postForm(
  url: URL | string,
  form: FormData,
  {
    method = 'POST',
    headers = {},
    signal,
  }: { method?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const boundary = `----passarela${randomBytes(12).toString('hex')}`
  const parts = [...form].map(([name, value]) => formPart(boundary, name, value))
  const closing = Buffer.from(`--${boundary}--\r\n`)
  const length =
    parts.reduce((total, part) => total + part.head.length + part.size + crlf.length, 0) +
    closing.length

  async function* body() {
    for (const part of parts) {
      yield part.head
      if (typeof part.content === 'string') yield Buffer.from(part.content)
      else for await (const chunk of part.content.stream()) yield chunk
      yield crlf
    }
    yield closing
  }

  const target = new URL(url)
  const request = (target.protocol === 'https:' ? https : http).request(target, {
    method,
    headers: {
      ...headers,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(length),
    },
    signal,
  })
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve)
    request.once('error', reject)
  })
  // A service may answer before it has read the whole form (a refusal by its size): the answer
  // counts, and the sending cut short by it does not.
  const sent = pipeline(Readable.from(body()), request)
  const response = await Promise.race([answered, sent.then(() => answered)])
  sent.catch(() => undefined)
  const status = response.statusCode ?? 502
  const answerHeaders = new Headers()
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of [value ?? []].flat()) answerHeaders.append(name, one)
  }
  const empty = status === 204 || status === 304 || status < 200
  if (empty) response.resume()
  return new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
    status,
    headers: answerHeaders,
  })
}

const crlf = Buffer.from('\r\n')

type FormPart = { head: Buffer; content: string | Blob; size: number }

// As the HTML standard encodes a form (and fetch did): quotes and line breaks escaped in names,
// line breaks in values sent as CRLF.
const escapeName = (name: string) =>
  name.replaceAll('\n', '%0A').replaceAll('\r', '%0D').replaceAll('"', '%22')

function formPart(boundary: string, name: string, value: FormDataEntryValue): FormPart {
  if (typeof value === 'string') {
    const content = value.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n')
    return {
      head: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n`,
      ),
      content,
      size: Buffer.byteLength(content),
    }
  }
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"; ` +
        `filename="${escapeName(value.name)}"\r\n` +
        `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
    ),
    content: value,
    size: value.size,
  }
}
