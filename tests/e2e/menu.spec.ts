import type { Page } from '@playwright/test'
import { divisions } from '../../app/config/business'
import type { Locale } from '../../app/i18n/locales'
import { localizedPath, type PageKey } from '../../app/i18n/pages'
import { expectNoViolations } from './axe'
import { expect, holdRequests, test, visit } from './fixtures'

test('the menu opens by its trigger and closes by its close icon, focus going in and back', async ({
  page,
}) => {
  await visit(page, '/')
  const trigger = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu).toBeHidden()
  await trigger.click()
  await expect(menu).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

test('the menu works from the keyboard: Enter opens, Tab stays inside, Escape closes', async ({
  page,
}) => {
  await visit(page, '/contact')
  const trigger = page.getByRole('button', { name: 'Open menu' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  // More presses than the menu has controls: focus must wrap around inside it.
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('following a menu entry navigates and closes the menu', async ({ page }) => {
  await visit(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  await menu.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  await expect(menu).toBeHidden()
})

test('Models toggles the divisions; another link or a route change closes them', async ({
  page,
}) => {
  await visit(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  const models = menu.getByRole('button', { name: 'Models' })
  const mainboard = menu.getByRole('link', { name: 'Mainboard' })

  await expect(models).toHaveAttribute('aria-expanded', 'false')
  await expect(mainboard).toBeHidden()
  await models.click()
  await expect(models).toHaveAttribute('aria-expanded', 'true')
  for (const division of ['Image', 'Mainboard', 'Development', 'Direct']) {
    await expect(menu.getByRole('link', { name: division })).toBeVisible()
  }
  await models.click()
  await expect(mainboard).toBeHidden()

  // Another entry closes the dropdown (and, being a navigation, the menu).
  await models.click()
  await menu.getByRole('link', { name: 'Home' }).click()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(models).toHaveAttribute('aria-expanded', 'false')
  await menu.getByRole('button', { name: 'Close menu' }).click()

  // A division navigates, and the route change closes the menu and the dropdown.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await models.click()
  await mainboard.click()
  await expect(page).toHaveURL(/\/models\/mainboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mainboard board' })).toBeVisible()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(models).toHaveAttribute('aria-expanded', 'false')
})

test('the menu speaks the page language', async ({ page }) => {
  await visit(page, '/pt/sobre-nos')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu principal' })
  await menu.getByRole('button', { name: 'Modelos' }).click()
  await expect(menu.getByRole('link', { name: 'Todos os modelos' })).toHaveAttribute(
    'href',
    '/pt/modelos',
  )
  await expect(menu.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/pt/contato')
  await expect(menu.getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
    'href',
    '/pt/favoritos',
  )
})

test('the women, men and future-face boards are reached from the menu’s Models', async ({
  page,
}) => {
  const boards = [
    { name: 'Women', path: /\/women$/ },
    { name: 'Men', path: /\/men$/ },
    { name: 'Future faces', path: /\/future-face$/ },
  ]
  await visit(page, '/')
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  for (const { name, path } of boards) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('button', { name: 'Models' }).click()
    await menu.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
    await expect(menu).toBeHidden()
  }
})

test('from the keyboard, in Portuguese, the menu reaches the future faces', async ({ page }) => {
  await visit(page, '/pt')
  await page.getByRole('button', { name: 'Abrir menu' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu principal' })
  const models = menu.getByRole('button', { name: 'Modelos' })
  await models.focus()
  await page.keyboard.press('Enter')
  await expect(models).toHaveAttribute('aria-expanded', 'true')
  const futureFaces = menu.getByRole('link', { name: 'Novos rostos', exact: true })
  // Tab goes down the dropdown until the link is reached.
  for (let press = 0; press < 10; press++) {
    if (await futureFaces.evaluate((link) => link === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(futureFaces).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pt\/future-face$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Novos rostos', exact: true }),
  ).toBeVisible()
})

for (const key of ['Enter', 'Space']) {
  test(`${key} on the trigger as soon as it shows opens the menu with the focus in it, before its entries' code arrives`, async ({
    page,
  }) => {
    // A slow line: the menu's code is held back until the menu has opened and closed.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/menu-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact')
    const trigger = page.getByRole('button', { name: 'Open menu' })
    await trigger.focus()
    await page.keyboard.press(key)
    const menu = page.getByRole('dialog', { name: 'Main menu' })
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Once the code has come, the menu opens with its entries.
    release()
    await page.keyboard.press(key)
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(menu.getByRole('button', { name: 'Models' })).toBeVisible()
  })
}

/**
 * A page on a slow phone, none of its script run yet: every script held until `release`.
 * The menu's trigger and dialog, as a visitor finds them.
 */
async function beforeScript(page: Page, path: string) {
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/)
  await page.goto(path, { waitUntil: 'commit' })
  return {
    release,
    trigger: page.getByRole('button', { name: 'Open menu' }),
    menu: page.getByRole('dialog', { name: 'Main menu' }),
  }
}

for (const key of ['Enter', 'Space']) {
  test(`${key} on the trigger before the page’s script runs opens the menu’s frame at once; closed then, it stays closed`, async ({
    page,
  }) => {
    const { release, trigger, menu } = await beforeScript(page, '/contact')
    await trigger.focus()
    await page.keyboard.press(key)
    const close = menu.getByRole('button', { name: 'Close menu' })
    await expect(close).toBeFocused({ timeout: 500 })
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    // Pressed again and left open: once the script runs, the menu is React's, open, its entries in.
    await page.keyboard.press(key)
    await expect(close).toBeFocused({ timeout: 500 })
    release()
    await expect(menu.getByRole('button', { name: 'Models' })).toBeVisible()
    await expect(close).toBeFocused()
    await close.click()
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect(menu.getByRole('button', { name: 'Models' })).toBeVisible()
  })
}

test('the close icon pressed before the page’s script runs closes the menu it opened', async ({
  page,
}) => {
  const { release, trigger, menu } = await beforeScript(page, '/about')
  await trigger.click()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  // The script then arrives and runs: the press that opened the menu is not made again.
  release()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  await expect(menu).toBeHidden()
})

// The page starter's own timing, the same at any width: the desktop runs it.
test('the menu closed and opened again in one moment before the page’s script runs stays open, and is React’s once it runs @desktop-only', async ({
  page,
}) => {
  const { release, trigger, menu } = await beforeScript(page, '/about')
  await trigger.click()
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  // A dialog's close event comes a task after it closes: a press in that moment (a quick
  // Escape and Enter on a busy phone) must not be taken for the closing of its own frame.
  await trigger.evaluate((button: HTMLButtonElement) => {
    const frame = document.getElementById(button.getAttribute('aria-controls') ?? '')
    ;(frame as HTMLDialogElement).close()
    button.click()
  })
  await expect(menu).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  release()
  await expect(menu.getByRole('button', { name: 'Models' })).toBeVisible()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

/** Every page the menu leads to, as the links' addresses in `locale`. */
function menuPaths(locale: Locale) {
  const pages: PageKey[] = ['home', 'roster', 'women', 'men', 'futureFace']
  const more: PageKey[] = ['contact', 'favorites', 'beAModel', 'news', 'about']
  return [
    ...pages.map((page) => localizedPath(page, locale)),
    ...divisions.map((division) => localizedPath('board', locale, { division })),
    ...more.map((page) => localizedPath(page, locale)),
  ].sort()
}

const withoutScript = [
  {
    locale: 'en',
    start: '/about',
    menu: 'Main menu',
    button: 'Open menu',
    women: 'Women',
    womenPath: /\/women$/,
    division: 'Mainboard',
    divisionPath: /\/models\/mainboard$/,
    divisionTitle: 'Mainboard board',
  },
  {
    locale: 'pt',
    start: '/pt/sobre-nos',
    menu: 'Menu principal',
    button: 'Abrir menu',
    women: 'Mulheres',
    womenPath: /\/pt\/mulheres$/,
    division: 'Direct',
    divisionPath: /\/pt\/modelos\/direct$/,
    divisionTitle: 'Divisão Direct',
  },
] as const

for (const journey of withoutScript) {
  test(`without JavaScript the trigger leads to the menu, and the menu to every board, in ${journey.locale}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const trigger = page.getByRole('banner').getByRole('link', { name: journey.menu })
    const menu = page.getByRole('navigation', { name: journey.menu })

    await page.goto(journey.start)
    // No button that could do nothing without script.
    await expect(page.getByRole('button', { name: journey.button })).toBeHidden()
    await trigger.click()
    await expect(menu).toBeInViewport()
    const paths = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(paths.sort()).toEqual(menuPaths(journey.locale))

    await menu.getByRole('link', { name: journey.women, exact: true }).click()
    await expect(page).toHaveURL(journey.womenPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.women)
    await trigger.click()
    await menu.getByRole('link', { name: journey.division, exact: true }).click()
    await expect(page).toHaveURL(journey.divisionPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.divisionTitle)
    await context.close()
  })
}

test('the menu without script passes axe, under the plain footer and the contact page’s', async ({
  page,
}) => {
  test.slow()
  // axe needs script: the page is served as a browser without script reads it, its scripts
  // left out and what its noscript elements hold in their place.
  for (const path of ['/es/sobre-nosotros', '/contact']) {
    await page.route(path, async (route) => {
      const response = await route.fetch()
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace(/<\/?noscript\b[^>]*>/g, '')
      await route.fulfill({ response, body: html })
    })
    await page.goto(`${path}#site-navigation`)
    await expect(
      page.getByRole('navigation', { name: /^(Main menu|Menú principal)$/ }),
    ).toBeInViewport()
    await expectNoViolations(page)
  }
})
