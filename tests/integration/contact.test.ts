import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { agency } from '../../app/config/agency'
import { panelSchema as schema } from '../../services/panel'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../../scripts/site-process'

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
  const first = await footerOf('/es')
  expect(first).toContain('href="https://www.instagram.com/first/"')
  expect(first).toContain('href="https://models.com/agency/panel-example"')
  expect(first).toContain('href="mailto:booking@panel.example"')

  // A change in the panel's database waits for the cache period, then shows.
  await panel.db
    .update(schema.socialLinks)
    .set({ instagram: 'https://www.instagram.com/second/' })
    .where(eq(schema.socialLinks.id, 1))
  expect(await footerOf('/pt')).toContain('href="https://www.instagram.com/first/"')
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

test('a valid message is stored under the page’s language; an invalid one comes back', async () => {
  const post = (path: string, fields: Record<string, string>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    return fetch(site.url + path, { method: 'POST', body, headers: { Origin: site.url } })
  }
  const invalid = await post('/pt/contato', { name: 'Rita', email: 'rita@', message: '' })
  expect(invalid.status).toBe(200)
  const html = await invalid.text()
  expect(html).toContain('Este campo é obrigatório.')
  expect(html).toContain('value="Rita"')
  expect(await panel.submissions('contact')).toHaveLength(0)

  const valid = await post('/es/contact', {
    name: 'Lucía',
    email: 'lucia@example.com',
    phone: '',
    message: '¿Tienen modelos para una campaña?',
  })
  expect(valid.status).toBe(200)
  expect(await valid.text()).toContain('Gracias. Tu mensaje ya está con la agencia.')
  const [stored] = await panel.submissions('contact')
  expect(stored?.lang).toBe('es')
  expect(stored?.fields).toEqual({
    name: 'Lucía',
    email: 'lucia@example.com',
    phone: '',
    message: '¿Tienen modelos para una campaña?',
  })
})
