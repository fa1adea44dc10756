import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { agency } from '../../app/config/agency'
import { panelSchema as schema } from '../../services/panel'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../support/site-process'

// The contact page's links and form against the real site and a real panel.
let panel: StandalonePanel
let site: RunningServer
const cacheSeconds = 1

beforeAll(async () => {
  panel = await startStandalonePanel()
  site = await startServer({
    PANEL_URL: panel.url,
    PANEL_API_TOKEN: panel.apiToken,
    PANEL_CACHE_SECONDS: String(cacheSeconds),
    // The panel's period alone: kept pages would add theirs (tests/integration/page-cache.test.ts).
    PAGE_CACHE_SECONDS: '0',
    FORM_RATE_LIMIT: '2',
    // What the site logs of each post, to tell a robot dropped from a visitor's mistake.
    LOG_LEVEL: 'info',
  })
}, 90_000)

afterAll(async () => {
  await site?.stop()
  await panel?.close()
})

const links = (instagram: string) => ({
  id: 1,
  instagram,
  models: 'https://models.com/agency/panel-example',
  email: 'booking@panel.example',
})

async function footerOf(path: string) {
  const html = await fetch(site.url + path).then((response) => response.text())
  return html.slice(html.indexOf('<footer'))
}

test('without links in the panel the configured ones serve; the panel’s then show after the cache period', async () => {
  const before = await footerOf('/')
  expect(before).toContain(`href="${agency.social.instagram}"`)
  expect(before).toContain(`href="mailto:${agency.email}"`)

  await panel.db.insert(schema.socialLinks).values(links('https://www.instagram.com/first/'))
  await new Promise((resolve) => setTimeout(resolve, cacheSeconds * 1000 + 100))
  // The copy the site keeps now was fetched after this instant.
  const firstAsked = Date.now()
  const first = await footerOf('/es')
  expect(first).toContain('href="https://www.instagram.com/first/"')
  expect(first).toContain('href="https://models.com/agency/panel-example"')
  expect(first).toContain('href="mailto:booking@panel.example"')

  // A change in the panel's database waits for the cache period, then shows.
  await panel.db
    .update(schema.socialLinks)
    .set({ instagram: 'https://www.instagram.com/second/' })
    .where(eq(schema.socialLinks.id, 1))
  const meanwhile = await footerOf('/pt')
  // Only an answer within the period can prove the copy kept: on a busy machine the period may
  // be over before the page is asked, and the page then rightly shows the change.
  if (Date.now() - firstAsked < cacheSeconds * 1000) {
    expect(meanwhile).toContain('href="https://www.instagram.com/first/"')
  }
  await new Promise((resolve) => setTimeout(resolve, cacheSeconds * 1000 + 100))
  expect(await footerOf('/pt')).toContain('href="https://www.instagram.com/second/"')

  // The contact page takes the same links, and the panel's e-mail for its mailto: link.
  const contact = await fetch(`${site.url}/contact`).then((response) => response.text())
  const main = contact.slice(contact.indexOf('<main'), contact.indexOf('</main>'))
  expect(main).toContain('href="https://www.instagram.com/second/"')
  expect(main).toContain('href="mailto:booking@panel.example"')
  expect(main).toContain('href="tel:+556132487710"')
  expect(main).toContain(`href="https://wa.me/${agency.whatsapp}"`)
})

test('the panel’s phone and WhatsApp, once it has them, are the ones the footer and contact page show', async () => {
  await panel.db
    .update(schema.socialLinks)
    .set({ phone: '+55 61 3333-4444', whatsapp: '5561999990000' })
    .where(eq(schema.socialLinks.id, 1))
  await new Promise((resolve) => setTimeout(resolve, cacheSeconds * 1000 + 100))
  expect(await footerOf('/')).toContain('href="https://wa.me/5561999990000"')
  const contact = await fetch(`${site.url}/pt/contato`).then((response) => response.text())
  const main = contact.slice(contact.indexOf('<main'), contact.indexOf('</main>'))
  expect(main).toContain('href="tel:+556133334444"')
  expect(main).toContain('+55 61 3333-4444</span>')
  expect(main).toContain('href="https://wa.me/5561999990000"')
  expect(main).not.toContain(agency.whatsapp)

  // Emptied in the panel: the configured ones again.
  await panel.db
    .update(schema.socialLinks)
    .set({ phone: null, whatsapp: null })
    .where(eq(schema.socialLinks.id, 1))
  await new Promise((resolve) => setTimeout(resolve, cacheSeconds * 1000 + 100))
  expect(await footerOf('/')).toContain(`href="https://wa.me/${agency.whatsapp}"`)
})

test('a link that is not a web address is not served; the configured one stands in', async () => {
  await panel.db
    .update(schema.socialLinks)
    .set({ models: 'javascript:alert(1)' })
    .where(eq(schema.socialLinks.id, 1))
  await new Promise((resolve) => setTimeout(resolve, cacheSeconds * 1000 + 100))
  const footer = await footerOf('/')
  expect(footer).not.toContain('javascript:')
  expect(footer).toContain(`href="${agency.social.models}"`)
})

let addressCount = 0
/** Each post comes from an address of its own unless told otherwise: the rate limit is per address. */
function nextAddress() {
  addressCount += 1
  return `198.51.100.${addressCount}`
}

function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return fetch(site.url + path, {
    method: 'POST',
    body,
    headers: { Origin: site.url, 'X-Forwarded-For': nextAddress(), ...headers },
    redirect: 'manual',
  })
}

/** Nothing of the server's insides: no stack frame, no file of the checkout. */
function expectNoInsides(body: string) {
  expect(body).not.toMatch(/\n\s+at |\.(?:ts|tsx|js|mjs):\d+/)
  expect(body).not.toContain(process.cwd())
  expect(body).not.toContain('node_modules')
}

const message = {
  name: 'Lucía',
  email: 'lucia@example.com',
  phone: '',
  message: '¿Tienen modelos para una campaña?',
}

test('a valid message is stored under the page’s language; an invalid one comes back with 400', async () => {
  const invalid = await post('/pt/contato', { name: 'Rita', email: 'rita@', message: '' })
  expect(invalid.status).toBe(400)
  const html = await invalid.text()
  expect(html).toContain('Este campo é obrigatório.')
  expect(html).toContain('value="Rita"')
  expect(html).toContain('value="rita@"')
  expect(await panel.submissions('contact')).toHaveLength(0)

  const valid = await post('/es/contact', message)
  expect(valid.status).toBe(303)
  expect(valid.headers.get('location')).toBe('/es/contact?sent=1')
  const [stored] = await panel.submissions('contact')
  expect(stored?.lang).toBe('es')
  expect(stored?.fields).toEqual(message)
})

test('without JavaScript a sent message ends on its page with the thanks, which a reload does not send again', async () => {
  const before = (await panel.submissions('contact')).length
  const name = 'Plain post'
  const sent = await post('/pt/contato', { ...message, name })
  expect(sent.status).toBe(303)
  const location = sent.headers.get('location') ?? ''
  expect(location).toBe('/pt/contato?sent=1')

  for (let reload = 0; reload < 2; reload += 1) {
    const page = await fetch(site.url + location)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/data-form-status="">Obrigado. Sua mensagem já está com a agência.</)
    expect(html).toContain('data-send-state="sent"')
  }
  expect(await panel.submissions('contact')).toHaveLength(before + 1)
  // The page itself, not marked, thanks nobody.
  const plain = await fetch(`${site.url}/pt/contato`).then((response) => response.text())
  expect(plain).toContain('data-form-status=""></p>')
  expect(plain).toContain('data-send-state="idle"')
})

test('a message the page’s script sends is answered in place, never redirected', async () => {
  const name = 'Script post'
  // The fetcher posts to the page's data URL with the script's mark.
  const response = await post('/contact.data', { ...message, name, 'by-script': '1' })
  expect(response.status).toBe(200)
  expect(response.headers.get('location')).toBeNull()
  expect(response.headers.get('x-remix-redirect')).toBeNull()
  expect(await response.text()).toMatch(/"sent",true/)
  const stored = await panel.submissions('contact')
  expect(stored.filter((row) => row.fields.name === name)).toHaveLength(1)

  const invalid = await post('/contact.data', { ...message, email: 'x@', 'by-script': '1' })
  expect(invalid.status).toBe(400)
  expect(await invalid.text()).toContain('forms.errors.email')
})

test('an address past the limit gets 429 with Retry-After and the translated message, keeping what was typed', async () => {
  const address = { 'X-Forwarded-For': '203.0.113.7' }
  for (let sent = 0; sent < 2; sent += 1) {
    expect((await post('/pt/contato', message, address)).status).toBe(303)
  }
  const before = (await panel.submissions('contact')).length
  const refused = await post('/pt/contato', { ...message, name: 'Too many' }, address)
  expect(refused.status).toBe(429)
  const retryAfter = Number(refused.headers.get('retry-after'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(600)
  const html = await refused.text()
  expect(html).toContain('Muitos pedidos a partir da sua conexão.')
  expect(html).toContain('value="Too many"')
  expect(html).toContain('¿Tienen modelos para una campaña?</textarea>')

  const scripted = await post('/contact.data', { ...message, 'by-script': '1' }, address)
  expect(scripted.status).toBe(429)
  expect(Number(scripted.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await panel.submissions('contact')).toHaveLength(before)
})

test.each([
  ['a broken percent-escape', 'application/x-www-form-urlencoded', 'name=Ana%ZZ&email=a%40b.c'],
  ['a multipart without its boundary', 'multipart/form-data', '--x\r\n\r\nAna\r\n--x--\r\n'],
  [
    'a multipart cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna',
  ],
  ['JSON', 'application/json', JSON.stringify(message)],
])(
  '%s is a 400 that says so on the page and shows nothing of the server',
  async (_, contentType, body) => {
    const before = (await panel.submissions('contact')).length
    for (const path of ['/es/contacto', '/contact.data']) {
      const response = await fetch(site.url + path, {
        method: 'POST',
        headers: {
          Origin: site.url,
          'Content-Type': contentType,
          'X-Forwarded-For': nextAddress(),
        },
        body,
        redirect: 'manual',
      })
      expect(response.status).toBe(400)
      const text = await response.text()
      expectNoInsides(text)
      if (path === '/es/contacto') {
        expect(text).toMatch(/data-form-error=""><p>Tu formulario llegó dañado y no se pudo leer\./)
      } else {
        expect(text).toContain('forms.errors.unreadable')
      }
    }
    expect(await panel.submissions('contact')).toHaveLength(before)
  },
)

test('a filled honeypot with garbage is thanked like a sent message, logged as dropped, and never reaches the panel', async () => {
  const before = (await panel.submissions('contact')).length
  const logged = site.output().length
  const garbage = { name: '', email: 'not an address', message: 'x'.repeat(9000), website: 'spam' }
  const plain = await post('/contact', garbage)
  expect(plain.status).toBe(303)
  expect(plain.headers.get('location')).toBe('/contact?sent=1')
  const scripted = await post('/contact.data', { ...garbage, 'by-script': '1' })
  expect(scripted.status).toBe(200)
  expect(await scripted.text()).toMatch(/"sent",true/)

  expect(await panel.submissions('contact')).toHaveLength(before)
  const log = site.output().slice(logged)
  expect(log).toContain('contact message with the honeypot filled, dropped')
  expect(log).not.toContain('invalid fields')
  // The same garbage without the honeypot is a visitor's mistake, and logged as one.
  expect((await post('/contact', { ...garbage, website: '' })).status).toBe(400)
  expect(site.output().slice(logged)).toContain('contact message with invalid fields, returned')
})
