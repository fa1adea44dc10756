import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatFeetAndInches } from '../../app/lib/measures/units'
import { freePort, type RunningServer, startServer } from '../support/site-process'
import { findTalent, profilePathOf } from '../e2e/demo'

// The rendered-page cache (server/page-cache.ts, server/pages.ts), on the host as production
// runs it (the bundle in build/host), with the embedded services.

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET or HEAD as a browser sends it, the body as it came over the wire (not decoded). */
function get(
  url: string,
  {
    method = 'GET',
    encoding = 'gzip, deflate, br, zstd',
    cookie,
  }: { method?: string; encoding?: string; cookie?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { 'Accept-Encoding': encoding, ...(cookie ? { Cookie: cookie } : {}) } },
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

/** The height the profile's measures row shows. */
function shownHeight(page: string): string | undefined {
  return /data-measure="height"[^>]*>.*?<dd[^>]*>([^<]*)<\/dd>/.exec(page)?.[1]
}

function bodyNonces(page: string): Set<string> {
  return new Set([...page.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? ''))
}

describe('with the services up', () => {
  let site: RunningServer

  beforeAll(async () => {
    site = await startServer()
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

  it('keeps a page per units: visitors with different cookies each get their own when it is warm', async () => {
    const talent = findTalent((each) => each.gender === 'man' && /^\d+$/.test(each.height ?? ''))
    const profile = `${site.url}${profilePathOf(talent, '/es/modelos')}`
    const feet = formatFeetAndInches(Number(talent.height), 'es')
    const metric = `${talent.height} cm`
    const visit = async (cookie?: string) => {
      const answer = await get(profile, { cookie })
      return { state: answer.headers['x-page-cache'], page: html(answer), answer }
    }
    // Cold, then warm, each visitor in turn: a render each, then each their own page.
    const coldMetric = await visit()
    const coldFeet = await visit('units=ft.us')
    const warmFeet = await visit('units=ft.us')
    const warmMetric = await visit()
    expect([coldMetric, coldFeet, warmFeet, warmMetric].map(({ state }) => state)).toEqual([
      'miss',
      'miss',
      'hit',
      'hit',
    ])
    for (const { page } of [coldFeet, warmFeet]) expect(shownHeight(page)).toBe(feet)
    for (const { page } of [coldMetric, warmMetric]) expect(shownHeight(page)).toBe(metric)
    // A cookie the site cannot read, or one that names the default, or other cookies beside
    // it: the default page, from the same kept copy.
    const withoutNonce = ({ page, answer }: typeof warmMetric) =>
      page.replaceAll(policyNonce(answer), '')
    for (const cookie of ['units=furlongs.br', 'units=', 'units=cm.eu', 'theme=dark; units=ft']) {
      const shared = await visit(cookie)
      expect(shared.state, cookie).toBe('hit')
      expect(withoutNonce(shared), cookie).toBe(withoutNonce(warmMetric))
    }
  })

  it('keeps the data of a client navigation per units too', async () => {
    const talent = findTalent((each) => each.gender === 'woman' && /^\d+$/.test(each.height ?? ''))
    const data = `${site.url}${profilePathOf(talent)}.data`
    const feet = formatFeetAndInches(Number(talent.height), 'en')
    const imperial = [
      await get(data, { cookie: 'units=ft.uk' }),
      await get(data, { cookie: 'units=ft.uk' }),
    ]
    const metric = [await get(data), await get(data)]
    expect([...imperial, ...metric].map((answer) => answer.headers['x-page-cache'])).toEqual([
      'miss',
      'hit',
      'miss',
      'hit',
    ])
    for (const answer of imperial) expect(html(answer)).toContain(feet)
    for (const answer of metric) expect(html(answer)).not.toContain(feet)
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
    site = await startServer({ PANEL_URL: deadPanel, PANEL_API_TOKEN: 'unheard' })
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
