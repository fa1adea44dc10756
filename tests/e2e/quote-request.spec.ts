import type { Page } from '@playwright/test'
import { listedTalents } from './demo'
import { expect, visit } from './fixtures'
import { test, visitForm } from './panel-site'
import { storeFavorites } from './stored-favorites'

/** Sending a quote request, to a panel whose database the test reads and which it can stop. */
const [first, second] = listedTalents as [
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
]

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name })

async function openWithFavorites(page: Page, url: string) {
  await visit(page, `${url}/about`)
  await storeFavorites(page, [first, second])
  await visitForm(page, `${url}/favorites`)
  await expect(page.locator('[data-favorites-list] li')).toHaveCount(2)
}

async function fillRequest(page: Page, name: string) {
  await field(page, /^Name/).fill(name)
  await field(page, /^E-mail/).fill('ana@example.com')
  await field(page, /^Phone/).fill('+1 212 555 0100')
  await field(page, /^Message/).fill('Campaign in March, three days in Brasília.')
}

test('a valid request goes Sending, Sent, clears after 2.5 s, and reaches the panel', async ({
  page,
  panelSite: { site, panel },
}, testInfo) => {
  const name = `Quote ${testInfo.project.name} ${Date.now()}`
  await openWithFavorites(page, site.url)
  await fillRequest(page, name)
  // The answer is held back a little, so that Sending can be seen.
  await page.route(/\/favorites\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const button = page.locator('[data-send-state]')
  // The page notes when the button changes state, so the 2.5 s is measured where it runs.
  await button.evaluate((element) => {
    const states: [string | null, number][] = []
    Object.assign(window, { sendStates: states })
    new MutationObserver(() => {
      states.push([element.getAttribute('data-send-state'), performance.now()])
    }).observe(element, { attributes: true, attributeFilter: ['data-send-state'] })
  })
  const answered = page.waitForResponse((response) => response.request().method() === 'POST')
  await button.click()
  await expect(button).toHaveAttribute('data-send-state', 'sending')
  await expect(button).toHaveText('Sending')
  await expect(page.getByRole('status').filter({ hasText: 'Sending your request…' })).toBeVisible()
  await expect(button).toHaveAttribute('data-send-state', 'sent')
  await expect(button).toHaveText('Sent')
  await expect(page.getByText('Thank you. Your request is with the agency.')).toBeVisible()
  // The fetcher's post is answered in place, never redirected: the page stays where it was.
  expect((await answered).status()).toBe(200)
  expect(page.url()).toBe(`${site.url}/favorites`)
  // Still filled while it says Sent; cleared and back to Send after 2.5 s.
  await expect(field(page, /^Name/)).toHaveValue(name)
  await expect(button).toHaveText('Send', { timeout: 6000 })
  const states = await page.evaluate(
    () => (window as unknown as { sendStates: [string, number][] }).sendStates,
  )
  expect(states.map(([state]) => state)).toEqual(['sending', 'sent', 'idle'])
  const [, sentAt] = states[1] ?? []
  const [, idleAt] = states[2] ?? []
  expect((idleAt ?? 0) - (sentAt ?? 0)).toBeGreaterThanOrEqual(2450)
  expect((idleAt ?? 0) - (sentAt ?? 0)).toBeLessThan(4000)
  for (const label of [/^Name/, /^E-mail/, /^Phone/, /^Message/]) {
    await expect(field(page, label)).toHaveValue('')
  }
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)

  const stored = (await panel.submissions('favorites')).find((row) => row.fields.name === name)
  expect(stored?.lang).toBe('en')
  expect(stored?.fields.phone).toBe('+1 212 555 0100')
  // The panel keeps the models' ids alone; the inbox draws the rest from the roster.
  expect(JSON.parse(stored?.fields.favorites ?? '[]')).toEqual([first.id, second.id])
})

test('with the panel stopped, sending shows the error and keeps what was typed', async ({
  page,
  panelSite: { site, panel },
}, testInfo) => {
  const name = `Offline ${testInfo.project.name} ${Date.now()}`
  await openWithFavorites(page, site.url)
  await fillRequest(page, name)
  await panel.pause()
  try {
    await page.locator('[data-send-state]').click()
    await expect(page.getByRole('alert')).toContainText(
      'Your request could not be sent. Nothing you typed was lost',
    )
    await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle')
    await expect(field(page, /^Name/)).toHaveValue(name)
    await expect(field(page, /^Message/)).toHaveValue('Campaign in March, three days in Brasília.')
  } finally {
    await panel.resume()
  }
  // Once the panel is back, the same form goes through.
  await page.locator('[data-send-state]').click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  const rows = await panel.submissions('favorites')
  expect(rows.filter((row) => row.fields.name === name)).toHaveLength(1)
})

test('a request the server refuses with 400 shows why in place and keeps what was typed', async ({
  page,
  panelSite: { site, panel },
}, testInfo) => {
  const name = `Gone ${testInfo.project.name} ${Date.now()}`
  // A favorite kept from an earlier visit whose model has since left the roster.
  await visit(page, `${site.url}/about`)
  await storeFavorites(page, [{ id: 999_999, name: 'Former Model' }])
  await visitForm(page, `${site.url}/favorites`)
  await fillRequest(page, name)
  const answered = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.locator('[data-send-state]').click()
  expect((await answered).status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText(
    'Add at least one model to your favorites before asking for a quote.',
  )
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle')
  await expect(field(page, /^Name/)).toHaveValue(name)
  await expect(field(page, /^Message/)).toHaveValue('Campaign in March, three days in Brasília.')
  expect(page.url()).toBe(`${site.url}/favorites`)
  const rows = await panel.submissions('favorites')
  expect(rows.filter((row) => row.fields.name === name)).toEqual([])
})

// Server-drawn pages, alike at any width: the desktop project alone runs them (playwright.config.ts).
test.describe('without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, shows the server’s errors (400), then goes (303) to its thanks, which a reload does not send again', async ({
    page,
    panelSite: { site, panel },
  }, testInfo) => {
    const name = `No script ${testInfo.project.name} ${Date.now()}`
    // Without JavaScript there is no stored list: a shared selection carries the models.
    await page.goto(`${site.url}/es/favoritos?ids=${first.id},${second.id}`)
    await expect(page.locator('[data-shared-list] li')).toHaveCount(2)
    const posted = () => page.waitForResponse((response) => response.request().method() === 'POST')
    const refused = posted()
    await page.getByRole('button', { name: 'Enviar' }).click()
    expect((await refused).status()).toBe(400)
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(3)
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3)

    await field(page, /^Nombre/).fill(name)
    await field(page, /^Correo/).fill('ana@')
    await field(page, /^Mensaje/).fill('Una campaña en marzo.')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(
      page.getByText('Escribe un correo electrónico válido, como nombre@ejemplo.com.'),
    ).toBeVisible()
    await expect(field(page, /^Nombre/)).toHaveValue(name)
    await expect(field(page, /^Mensaje/)).toHaveValue('Una campaña en marzo.')

    await field(page, /^Correo/).fill('ana@example.com')
    const sent = posted()
    await page.getByRole('button', { name: 'Enviar' }).click()
    expect((await sent).status()).toBe(303)
    // The same shared selection, marked as sent.
    await expect.poll(() => new URL(page.url()).searchParams.get('sent')).toBe('1')
    const landed = new URL(page.url())
    expect(landed.pathname).toBe('/es/favoritos')
    expect(landed.searchParams.get('ids')).toBe(`${first.id},${second.id}`)
    const thanks = 'Gracias. Tu solicitud ya está en la agencia.'
    await expect(page.locator('[data-form-status]')).toHaveText(thanks)
    await expect(page.locator('[data-shared-list] li')).toHaveCount(2)
    await expect(field(page, /^Nombre/)).toHaveValue('')

    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.reload()
    await expect(page.locator('[data-form-status]')).toHaveText(thanks)
    expect(posts).toEqual([])
    const rows = (await panel.submissions('favorites')).filter((row) => row.fields.name === name)
    expect(rows).toHaveLength(1)
    const stored = rows[0]
    expect(stored?.lang).toBe('es')
    expect(JSON.parse(stored?.fields.favorites ?? '[]')).toEqual([first.id, second.id])
  })
})
