import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningServer, startServer } from '../../scripts/site-process'

// The rendered-page cache (server/page-cache.ts, server/pages.ts), on the host as production
// runs it (the bundle in build/host), with the embedded services.

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET or HEAD as a browser sends it, the body as it came over the wire (not decoded). */
function get(url: string, { method = 'GET', encoding = 'gzip, deflate, br, zstd' } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { 'Accept-Encoding': encoding } },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function html(answer: Answer): string {
  return (
    answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
  ).toString()
}

function policyNonce(answer: Answer): string {
  const policy = String(answer.headers['content-security-policy'] ?? '')
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
}

function bodyNonces(page: string): Set<string> {
  return new Set([...page.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? ''))
}

describe('with the services up', () => {
  let site: RunningServer

  beforeAll(async () => {
    site = await startServer({}, { compiled: true })
  }, 120_000)

  afterAll(async () => {
    await site?.stop()
  })

  it('renders a board once and serves it again, each answer with its own nonce, gzipped', async () => {
    const first = await get(`${site.url}/models`)
    const second = await get(`${site.url}/models`)
    expect([first.status, second.status]).toEqual([200, 200])
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit'])
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
    const [firstPage, secondPage] = [html(first), html(second)]
    // The nonce of each answer's policy, and no other, is on its scripts.
    expect([...bodyNonces(firstPage)]).toEqual([policyNonce(first)])
    expect([...bodyNonces(secondPage)]).toEqual([policyNonce(second)])
    expect(policyNonce(first)).not.toBe(policyNonce(second))
    expect(secondPage.replaceAll(policyNonce(second), '')).toBe(
      firstPage.replaceAll(policyNonce(first), ''),
    )
    expect(secondPage).toContain('</html>')
  })

  it('answers a client that takes no gzip in plain text, from the same page', async () => {
    await get(`${site.url}/pt/modelos`)
    const plain = await get(`${site.url}/pt/modelos`, { encoding: 'identity' })
    expect(plain.headers['x-page-cache']).toBe('hit')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect([...bodyNonces(plain.body.toString())]).toEqual([policyNonce(plain)])
  })

  it("keeps a HEAD's render for the GETs that follow it", async () => {
    const head = await get(`${site.url}/es/contacto`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const page = await get(`${site.url}/es/contacto`)
    expect(page.headers['x-page-cache']).toBe('hit')
    expect(html(page)).toContain('</html>')
  })

  it('renders a missing page for each visitor: a crawl of unknown addresses keeps nothing', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const missing = await get(`${site.url}/models/987654/nobody`)
      expect(missing.status).toBe(404)
      expect(missing.headers['x-page-cache']).toBe('miss')
    }
  })

  it('sends an answer that is not a page as its bytes, and does not keep it', async () => {
    const board = html(await get(`${site.url}/models`))
    const id = /href="\/models\/(\d+)\//.exec(board)?.[1]
    for (const expected of ['miss', 'miss']) {
      const card = await get(`${site.url}/comp-cards/${id}`)
      expect(card.status).toBe(200)
      expect(card.headers['content-type']).toBe('application/pdf')
      expect(card.headers['x-page-cache']).toBe(expected)
      const pdf = card.headers['content-encoding'] === 'gzip' ? gunzipSync(card.body) : card.body
      // Read as text and written back, a PDF's binary streams break: it no longer opens.
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1)
    }
  })

  it('leaves form posts to the page itself', async () => {
    const response = await fetch(`${site.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams({ name: '', email: 'not an address', message: '' }),
      headers: { Origin: site.url },
      redirect: 'manual',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-page-cache')).toBeNull()
  })
})

describe('with the panel down', () => {
  let site: RunningServer

  beforeAll(async () => {
    const deadPanel = `http://127.0.0.1:${await freePort()}/panel`
    site = await startServer(
      { PANEL_URL: deadPanel, PANEL_API_TOKEN: 'unheard' },
      { compiled: true },
    )
  }, 120_000)

  afterAll(async () => {
    await site?.stop()
  })

  it('does not keep a page that shows a fallback for the missing service', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const news = await get(`${site.url}/news`)
      expect(news.status).toBe(200)
      expect(news.headers['x-page-cache']).toBe('miss')
    }
  })
})

describe('a page past its fresh period', () => {
  let site: RunningServer

  beforeAll(async () => {
    site = await startServer({ PAGE_CACHE_SECONDS: '1', PAGE_CACHE_STALE_SECONDS: '60' })
  }, 120_000)

  afterAll(async () => {
    await site?.stop()
  })

  it('is served while it renders again (stale-while-revalidate), then fresh', async () => {
    await get(`${site.url}/about`)
    expect((await get(`${site.url}/about`)).headers['x-page-cache']).toBe('hit')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const stale = await get(`${site.url}/about`)
    expect(stale.headers['x-page-cache']).toBe('stale')
    expect(html(stale)).toContain('</html>')
    await expect
      .poll(async () => (await get(`${site.url}/about`)).headers['x-page-cache'])
      .toBe('hit')
  })
})
