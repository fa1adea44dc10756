import { once } from 'node:events'
import http from 'node:http'

/**
 * A reverse proxy spreading requests over several nodes in turn, as a load balancer would:
 * keep-alive connections to each, `X-Forwarded-For` set, and a request a stopping node refuses
 * or resets before answering retried on the next. For the two-node test and `npm run bench:nodes`;
 * production uses nginx or the platform's balancer (`docs/deploy.md`).
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const served = new Map<string, number>(upstreams.map((url) => [url, 0]))
  let next = 0

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    index: number,
    attempt: number,
  ) {
    const upstream = upstreams[index % upstreams.length]!
    const target = new URL(request.url ?? '/', upstream)
    const outgoing = http.request(
      target,
      {
        method: request.method,
        agent,
        headers: {
          ...request.headers,
          host: target.host,
          'x-forwarded-for': request.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        served.set(upstream, (served.get(upstream) ?? 0) + 1)
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A node that is stopping refuses or resets new connections: the next one takes the
      // request, as nginx's proxy_next_upstream does, when nothing of an answer has come yet.
      const idempotent = request.method === 'GET' || request.method === 'HEAD'
      const retryable =
        error.code === 'ECONNREFUSED' ||
        (idempotent && !response.headersSent && ['ECONNRESET', 'EPIPE'].includes(error.code ?? ''))
      // The retry goes to the node after the one that failed, not to the next in turn: under
      // concurrent load the next in turn may be the failing node again.
      if (retryable && attempt < upstreams.length) {
        return forward(request, response, body, index + 1, attempt + 1)
      }
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    outgoing.end(body)
  }

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    forward(request, response, Buffer.concat(chunks), next++, 1)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests each node answered through the proxy. */
    served: () => Object.fromEntries(served),
    async close() {
      server.closeAllConnections()
      server.close()
      agent.destroy()
    },
  }
}
