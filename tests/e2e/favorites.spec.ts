import type { Page } from '@playwright/test'
import { favoritesStorageKey } from '../../app/lib/favorites/favorites'
import { expectNoViolations } from './axe'
import { listedTalents, profilePathOf } from './demo'
import { storeFavorites } from './stored-favorites'
import { expect, forgiveOfflineFailures, holdRequests, test, visit, visitSettled } from './fixtures'

// A test tagged @desktop-only names nothing a phone's width or touch changes: the desktop
// project alone runs it (playwright.config.ts); the phone runs the others.

const [first, second, third] = listedTalents as [
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
]

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^(Add ${name} to|Remove ${name} from) favorites$`) })
const headerCount = (page: Page) => page.locator('header [data-favorites-count]')
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

test('a heart on a card says so, counts, and is remembered here and in another tab', async ({
  page,
  context,
}) => {
  await visit(page, '/models')
  const otherTab = await context.newPage()
  await visit(otherTab, '/about')
  await expect(headerCount(otherTab)).toHaveAttribute('data-favorites-count', '0')

  const button = heart(page, first.name).first()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click()
  await expect(heart(page, first.name).first()).toHaveAttribute('aria-pressed', 'true')
  await expect(heart(page, first.name).first()).toHaveAccessibleName(
    `Remove ${first.name} from favorites`,
  )
  await expect(toast(page, `${first.name} added to your favorites`)).toBeVisible()
  await expect(toast(page, first.name)).toHaveAttribute('data-type', 'success')
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '1')
  await expect(headerCount(page)).toHaveAccessibleName('Favorites: 1')
  // The toasts' region and the pressed heart pass axe too.
  await expectNoViolations(page)

  // The tab that was already open follows, without a reload.
  await expect(headerCount(otherTab)).toHaveAttribute('data-favorites-count', '1')
  await otherTab.close()

  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(heart(page, first.name).first()).toHaveAttribute('aria-pressed', 'true')
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '1')

  const newTab = await context.newPage()
  await visit(newTab, profilePathOf(first))
  await expect(heart(newTab, first.name)).toHaveAttribute('aria-pressed', 'true')
})

test('a heart tapped offline, before the toasts’ code came, still says so, and the page stays', async ({
  page,
  context,
  consoleProblems,
}) => {
  await visitSettled(page, '/models')
  await context.setOffline(true)
  await heart(page, first.name).first().click()
  await expect(heart(page, first.name).first()).toHaveAttribute('aria-pressed', 'true')
  await expect(
    page.getByRole('status').filter({ hasText: `${first.name} added to your favorites` }),
  ).toBeVisible()
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Models')
  await context.setOffline(false)
  forgiveOfflineFailures(consoleProblems)
})

test('unhearting on the profile warns, in the visitor’s language', async ({ page }) => {
  await visit(page, `/pt/modelos/${first.id}/${profilePathOf(first).split('/').pop()}`)
  const button = page.getByRole('button', { name: `Adicionar ${first.name} aos favoritos` })
  await button.click()
  await expect(toast(page, `${first.name} está nos seus favoritos`)).toBeVisible()
  const remove = page.getByRole('button', { name: `Remover ${first.name} dos favoritos` })
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  await remove.click()
  await expect(toast(page, `${first.name} não está mais nos seus favoritos`)).toHaveAttribute(
    'data-type',
    'warning',
  )
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '0')
})

test('the favorites page lists the models, and the trash takes one out @remote', async ({
  page,
}) => {
  await visit(page, '/about')
  await storeFavorites(page, [second, first, third])
  await visit(page, '/favorites')
  const cards = page.locator('[data-favorites-list] [data-talent-name]')
  await expect(cards).toHaveText([second.name, first.name, third.name])
  await expect(page.locator('[data-favorites-list] li a').first()).toHaveAttribute(
    'href',
    profilePathOf(second),
  )
  await expectNoViolations(page)

  const trash = page.getByRole('button', { name: `Remove ${first.name} from favorites` })
  await trash.focus()
  await page.keyboard.press('Enter')
  await expect(toast(page, `${first.name} removed from your favorites`)).toHaveAttribute(
    'data-type',
    'warning',
  )
  await expect(cards).toHaveText([second.name, third.name])
  // The focus goes to the next card's trash, not to the top of the page.
  await expect(
    page.getByRole('button', { name: `Remove ${third.name} from favorites` }),
  ).toBeFocused()
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '2')
  await page.reload()
  await expect(page.locator('[data-favorites-list] [data-talent-name]')).toHaveCount(2)
})

for (const [path, empty] of [
  ['/favorites', 'No Talents selected!'],
  ['/es/favoritos', '¡No hay talentos seleccionados!'],
  ['/pt/favoritos', 'Nenhum talento selecionado!'],
] as const) {
  test(`an empty list says '${empty}' at ${path} @desktop-only`, async ({ page }) => {
    await visit(page, path)
    await expect(page.getByText(empty, { exact: true })).toBeVisible()
    await expect(page.locator('main li')).toHaveCount(0)
    await expectNoViolations(page)
  })
}

test('garbage under the storage key is an empty list, and hearts still work @desktop-only', async ({
  page,
}) => {
  await visit(page, '/about')
  await page.evaluate((key) => localStorage.setItem(key, '{"not": "a list"'), favoritesStorageKey)
  await visit(page, '/favorites')
  await expect(page.getByText('No Talents selected!', { exact: true })).toBeVisible()
  await visit(page, '/models')
  await heart(page, second.name).first().click()
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '1')
  const stored = await page.evaluate((key) => localStorage.getItem(key), favoritesStorageKey)
  expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ id: second.id })])
})

test('the form flags empty and invalid fields and sends nothing @desktop-only', async ({
  page,
}) => {
  await visit(page, '/about')
  await storeFavorites(page, [first])
  await visit(page, '/favorites')
  // A send made before the form's code runs goes as a plain post, which the server refuses
  // (400) with the same marks; nothing reaches the agency either way.
  const answers: number[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST') answers.push(response.status())
  })
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) })
  // Before a first send, nothing is marked.
  await field('Name').fill('A')
  await field('Name').fill('')
  await expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('button', { name: 'Send' }).click()
  for (const name of ['Name', 'E-mail', 'Message']) {
    await expect(field(name)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(name)).toHaveAccessibleDescription('This field is required.')
  }
  await expect(field('Phone')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3)
  await expect(field('Name')).toBeFocused()
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need' })).toBeVisible()
  await expectNoViolations(page)

  await field('E-mail').fill('ana@')
  await expect(field('E-mail')).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com.',
  )
  await field('Phone').fill('call me')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(field('Phone')).toHaveAccessibleDescription(/Enter a valid phone number/)
  // What was typed stays.
  await expect(field('E-mail')).toHaveValue('ana@')
  expect(answers.filter((status) => status !== 400)).toEqual([])
})

test('a send made before the page’s script runs is answered with the first marked field focused, and the marks follow what is typed once it runs', async ({
  page,
}) => {
  await visit(page, '/about')
  await storeFavorites(page, [first])
  // A slow line: the page's script arrives only once the visitor has acted.
  const letScriptsArrive = await holdRequests(page, '**/*.js')
  await visit(page, '/favorites')
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) })
  const refused = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Send' }).click()
  // The answer's page waits for its script too, until the visitor has typed.
  const letAnswerScriptsArrive = await holdRequests(page, '**/*.js')
  letScriptsArrive()
  expect((await refused).status()).toBe(400)
  await expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(field('Name')).toBeFocused()

  // Typed before the script runs: the marks follow once it does.
  await field('Name').fill('Ana')
  await field('E-mail').fill('ana@')
  letAnswerScriptsArrive()
  await expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field('E-mail')).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com.',
  )
  await expect(field('Message')).toHaveAccessibleDescription('This field is required.')
  await expect(field('Name')).toHaveValue('Ana')
})

test('a share link shows exactly the shared models in a fresh browser, who can add them all @desktop-only', async ({
  page,
  browser,
}) => {
  await visit(page, '/about')
  await storeFavorites(page, [third, first])
  await visit(page, '/es/favoritos')
  await page.getByRole('button', { name: 'Compartir' }).click()
  const link = await page.getByRole('textbox', { name: 'Enlace a esta selección' }).inputValue()
  expect(new URL(link).pathname + new URL(link).search).toBe(
    `/es/favoritos?ids=${third.id},${first.id}`,
  )

  const fresh = await browser.newContext()
  const visitor = await fresh.newPage()
  try {
    await visit(visitor, link)
    const cards = visitor.locator('[data-shared-list] [data-talent-name]')
    await expect(cards).toHaveText([third.name, first.name])
    // Read-only: no trash; the visitor's own favorites are still empty.
    await expect(visitor.locator('[data-remove-favorite]')).toHaveCount(0)
    await expect(headerCount(visitor)).toHaveAttribute('data-favorites-count', '0')
    await expectNoViolations(visitor)
    await visitor.getByRole('button', { name: 'Añadir todos a mis favoritos' }).click()
    await expect(headerCount(visitor)).toHaveAttribute('data-favorites-count', '2')
    await expect(visitor.getByRole('button', { name: 'Todos en tus favoritos' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await visit(visitor, '/es/favoritos')
    await expect(visitor.locator('[data-favorites-list] [data-talent-name]')).toHaveText([
      third.name,
      first.name,
    ])
  } finally {
    await fresh.close()
  }
})

test('a share link naming a model no longer represented leaves it out and says so @remote @desktop-only', async ({
  page,
}) => {
  const response = await visit(page, `/favorites?ids=999999,${second.id},abc,${second.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-shared-list] [data-talent-name]')).toHaveText([second.name])
  await expect(page.locator('[data-no-longer-represented]')).toHaveText(
    'Some models in this selection are no longer represented by the agency.',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await visit(page, `/pt/favoritos?ids=${second.id}`)
  await expect(page.locator('[data-shared-list] [data-talent-name]')).toHaveText([second.name])
  await expect(page.locator('[data-no-longer-represented]')).toHaveCount(0)
})

test('a favorite the agency no longer represents is marked, can be removed, and is not shared @desktop-only', async ({
  page,
}) => {
  const gone = { id: 999_999, name: 'Ana Partida' }
  await visit(page, '/about')
  await storeFavorites(page, [first, gone, second])
  await visit(page, '/pt/favoritos')
  const marked = page.locator('[data-favorites-list] [data-no-longer-represented]')
  await expect(marked).toContainText(gone.name)
  await expect(marked).toContainText('Não faz mais parte da agência')
  await expect(page.locator('[data-favorites-list] [data-talent-name]')).toHaveText([
    first.name,
    second.name,
  ])
  await expectNoViolations(page)
  // Shared and compared are only the models still represented.
  await page.getByRole('button', { name: 'Compartilhar' }).click()
  await expect(page.getByRole('textbox', { name: 'Link para esta seleção' })).toHaveValue(
    new RegExp(`ids=${first.id},${second.id}$`),
  )
  await marked.getByRole('button', { name: `Remover ${gone.name} dos favoritos` }).click()
  await expect(marked).toHaveCount(0)
  await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '2')
})

test('the server’s form stays in place while its script arrives: nothing is removed or shifts', async ({
  page,
}) => {
  await visit(page, '/about')
  await storeFavorites(page, [first, second])
  // Watches, from before the page's scripts run, for the form being taken out of the page.
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedForms: removed })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.querySelector('#quote-request-name')) {
            removed.push(node.tagName)
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await visit(page, '/favorites')
  await expect(page.locator('[data-favorites-list] li')).toHaveCount(2)
  // The form is interactive: its check runs in the browser.
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3)
  expect(
    await page.evaluate(() => (window as unknown as { removedForms: string[] }).removedForms),
  ).toEqual([])
})
