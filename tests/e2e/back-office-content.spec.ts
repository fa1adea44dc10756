import type { Locator, Page } from '@playwright/test'
import { jpeg } from './application-files'
import { expectNoViolations } from './axe'
import { type BackOfficeSite, expect, signIn, test, uniqueName } from './back-office-site'
import { visit } from './fixtures'

/**
 * What the staff edit for the public site, in English (the panel's other language): a post,
 * the home slides, the links. The site keeps the panel's content for five minutes here, so
 * each change seen at once on the public site is the back office refreshing it.
 */

async function signInInEnglish(page: Page, site: BackOfficeSite, section: string) {
  await signIn(page, site)
  await page.goto(`${site.backOffice}/${section}?panel-lang=en`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
}

/** A slug of the name: lower-case letters, digits and hyphens. */
function slugOf(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

type PostText = { title: string; slug: string; summary: string; body: string }

/** Fills a language's fieldset of the post editor, or leaves it out. */
async function writeLanguage(page: Page, language: string, text: PostText | null) {
  const fieldset = page.getByRole('group', { name: language, exact: true })
  const include = fieldset.getByRole('checkbox', { name: 'Include this language' })
  if (!text) {
    await include.uncheck()
    return
  }
  await include.check()
  await fieldset.getByRole('textbox', { name: 'Title', exact: true }).fill(text.title)
  await fieldset.getByRole('textbox', { name: /^Address \(slug\)/ }).fill(text.slug)
  await fieldset.getByRole('textbox', { name: /^Summary/ }).fill(text.summary)
  await fieldset.getByRole('textbox', { name: /^Text/ }).fill(text.body)
}

const newsTitles = (page: Page) => page.locator('main li[id^="news-"] h2')

test('a post written in three languages and published is on /news, /es/noticias and /pt/noticias at once', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(120_000)
  const tag = uniqueName('', testInfo.project.name).trim()
  const texts = {
    en: {
      title: `Open casting in Brasília ${tag}`,
      slug: slugOf(`open casting ${tag}`),
      summary: 'The agency meets new faces on Saturday.',
      body: 'Bring **two photos** and a smile.\n\n## Where\n\nLago Sul, from 10 a.m.',
    },
    es: {
      title: `Casting abierto en Brasilia ${tag}`,
      slug: slugOf(`casting abierto ${tag}`),
      summary: 'La agencia conoce caras nuevas el sábado.',
      body: 'Trae **dos fotos** y una sonrisa.\n\n## Dónde\n\nLago Sul, desde las 10.',
    },
    pt: {
      title: `Seletiva aberta em Brasília ${tag}`,
      slug: slugOf(`seletiva aberta ${tag}`),
      summary: 'A agência conhece rostos novos no sábado.',
      body: 'Traga **duas fotos** e um sorriso.\n\n## Onde\n\nLago Sul, a partir das 10h.',
    },
  }
  // The site has read the news already: its copy is kept for five minutes.
  await visit(page, `${site.url}/news`)
  await expect(newsTitles(page).first()).toBeVisible()
  await expect(newsTitles(page).filter({ hasText: texts.en.title })).toHaveCount(0)

  await signInInEnglish(page, site, 'news')
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible()
  await expectNoViolations(page)

  // Sent without a title in one language: it comes back, as typed, saying what is missing.
  await page.getByRole('radio', { name: /^Published/ }).check()
  await writeLanguage(page, 'English', { ...texts.en, title: '' })
  await writeLanguage(page, 'Español', texts.es)
  await writeLanguage(page, 'Português', texts.pt)
  const refused = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Create post' }).click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText('English: Title')
  const english = page.getByRole('group', { name: 'English', exact: true })
  await expect(english.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(english.getByRole('textbox', { name: /^Summary/ })).toHaveValue(texts.en.summary)
  await expect(
    page
      .getByRole('group', { name: 'Português', exact: true })
      .getByRole('textbox', { name: /^Text/ }),
  ).toHaveValue(texts.pt.body)
  await expect(page.getByRole('radio', { name: /^Published/ })).toBeChecked()
  await expectNoViolations(page)

  await english.getByRole('textbox', { name: 'Title', exact: true }).fill(texts.en.title)
  await page.getByLabel(/^Cover image/).setInputFiles([await jpeg('capa.jpg', 6)])
  await page.getByRole('button', { name: 'Create post' }).click()
  await expect(page).toHaveURL(/\/panel\/admin\/news\/\d+\?created$/)
  await expect(page.getByRole('status')).toHaveText('Post created.')

  await page.goto(`${site.backOffice}/news`)
  await expect(page.getByRole('row').filter({ hasText: texts.en.title })).toContainText('Published')

  const publicPages = [
    { list: '/news', post: `/news/${texts.en.slug}`, text: texts.en, strong: 'two photos' },
    {
      list: '/es/noticias',
      post: `/es/noticias/${texts.es.slug}`,
      text: texts.es,
      strong: 'dos fotos',
    },
    {
      list: '/pt/noticias',
      post: `/pt/noticias/${texts.pt.slug}`,
      text: texts.pt,
      strong: 'duas fotos',
    },
  ]
  for (const { list, post, text, strong } of publicPages) {
    await visit(page, site.url + list)
    await expect(newsTitles(page).filter({ hasText: text.title }), list).toHaveCount(1)
    await expect(page.getByText(text.summary), list).toBeVisible()
    await visit(page, site.url + post)
    await expect(page.getByRole('heading', { level: 1 }), post).toHaveText(text.title)
    const body = page.locator('[data-post-body]')
    await expect(body.locator('strong'), post).toHaveText(strong)
    await expect(body.getByRole('heading', { level: 2 }), post).toHaveCount(1)
  }
})

test('a script in a post’s body never runs on the public site', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  const title = `Backstage ${uniqueName('', testInfo.project.name).trim()}`
  const slug = slugOf(title)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signInInEnglish(page, site, 'news/new')
  await page.getByRole('radio', { name: /^Published/ }).check()
  await writeLanguage(page, 'Português', null)
  await writeLanguage(page, 'Español', null)
  await writeLanguage(page, 'English', {
    title,
    slug,
    summary: 'Notes from behind the curtain.',
    body: [
      'Backstage **notes**.',
      '',
      '<script>window.__pwned=1; alert("script")</script>',
      '',
      '<img src=x onerror="window.__pwned=1; alert(\'onerror\')">',
      '',
      '[A link](javascript:window.__pwned=1)',
    ].join('\n'),
  })
  await page.getByRole('button', { name: 'Create post' }).click()
  await expect(page.getByRole('status')).toHaveText('Post created.')

  const served = await page.request.get(`${site.url}/news/${slug}`)
  expect(served.status()).toBe(200)
  const html = await served.text()
  expect(html).not.toContain('<script>window.__pwned')
  expect(html).not.toMatch(/onerror=/i)
  expect(html).not.toMatch(/href="javascript:/i)

  // The picture `x` fails as a picture (so an onerror, had one survived, would run) without the
  // 404 a missing file logs, which would fail the test for the wrong reason.
  await page.route(
    (url) => url.pathname.endsWith('/x'),
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: 'not a picture' }),
  )
  await visit(page, `${site.url}/news/${slug}`)
  const body = page.locator('[data-post-body]')
  await expect(body.locator('strong')).toHaveText('notes')
  await expect(body.locator('script, [onerror], a[href^="javascript:"]')).toHaveCount(0)
  expect(
    await page.evaluate(() =>
      [...document.scripts].some((script) => script.textContent?.includes('__pwned=1;')),
    ),
  ).toBe(false)
  const link = body.getByText('A link')
  if ((await link.count()) > 0) await link.click()
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false)
  expect(dialogs).toEqual([])
})

/**
 * How many slides the home shows, and the pictures of its first two: the first is in the
 * server's HTML, the next is drawn once the page runs, before its turn.
 */
async function homeSlides(page: Page, site: BackOfficeSite) {
  await visit(page, `${site.url}/`)
  const count = await page.locator('[data-slide]').count()
  const pictures: string[] = []
  for (let position = 1; position <= Math.min(count, 2); position++) {
    const source = await page.locator(`[data-slide="${position}"] img`).getAttribute('src')
    pictures.push(decodeURIComponent(source ?? ''))
  }
  return { count, pictures }
}

/** The slide's file name (`slides/2-desktop.jpg` → `2`), as both the panel and the home name it. */
function slideFile(source: string) {
  return /slides\/([^/?&-]+)-(desktop|mobile)/.exec(source)?.[1] ?? source
}

function slideItem(page: Page, index: number): Locator {
  return page
    .getByRole('list', { name: 'Slides, in the site’s order' })
    .getByRole('listitem')
    .nth(index - 1)
}

test('moving a slide, its captions, and hiding one change the home at once', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(90_000)
  const tag = uniqueName('', testInfo.project.name).trim()
  const before = await homeSlides(page, site)
  expect(before.count).toBeGreaterThanOrEqual(2)
  const [firstFile, secondFile] = before.pictures.map(slideFile)
  expect(firstFile).not.toBe(secondFile)

  await signInInEnglish(page, site, 'slides')
  await expect(page.getByRole('heading', { level: 1, name: 'Home slides' })).toBeVisible()
  await expectNoViolations(page)
  await expect(slideItem(page, 1).getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`slides/${firstFile}-`),
  )
  await page.getByRole('button', { name: 'Move down slide 1' }).click()
  await expect(page).toHaveURL(/\/panel\/admin\/slides/)
  await expect(slideItem(page, 1).getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`slides/${secondFile}-`),
  )
  await expect(slideItem(page, 2).getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`slides/${firstFile}-`),
  )

  const moved = await homeSlides(page, site)
  expect(moved.pictures.map(slideFile)).toEqual([secondFile, firstFile])

  // Back up again with the other button, kept to the keyboard.
  await page.goto(`${site.backOffice}/slides`)
  const up = page.getByRole('button', { name: 'Move up slide 2' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(slideItem(page, 1).getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`slides/${firstFile}-`),
  )

  // A caption, in each language the visitor reads, describes the home's picture.
  const captions = { en: `Summer campaign ${tag}`, pt: `Campanha de verão ${tag}` }
  await slideItem(page, 1).getByRole('textbox', { name: 'English' }).fill(captions.en)
  await slideItem(page, 1).getByRole('textbox', { name: 'Português' }).fill(captions.pt)
  await slideItem(page, 1).getByRole('button', { name: 'Save slide slide 1' }).click()
  await expect(page.getByRole('status')).toHaveText('Slide saved.')
  await expect(slideItem(page, 1).getByRole('textbox', { name: 'English' })).toHaveValue(
    captions.en,
  )
  await visit(page, `${site.url}/`)
  await expect(page.locator('[data-slide="1"] img')).toHaveAttribute('alt', captions.en)
  await visit(page, `${site.url}/pt`)
  await expect(page.locator('[data-slide="1"] img')).toHaveAttribute('alt', captions.pt)
  await page.goto(`${site.backOffice}/slides`)

  // A slide hidden leaves the home, and comes back when shown.
  const last = slideItem(page, before.count)
  await last.getByRole('checkbox', { name: 'Show on the site' }).uncheck()
  await last.getByRole('button', { name: `Save slide slide ${before.count}` }).click()
  await expect(slideItem(page, before.count)).toContainText('Hidden')
  expect((await homeSlides(page, site)).count).toBe(before.count - 1)
  await page.goto(`${site.backOffice}/slides`)
  await slideItem(page, before.count).getByRole('checkbox', { name: 'Show on the site' }).check()
  await slideItem(page, before.count)
    .getByRole('button', { name: `Save slide slide ${before.count}` })
    .click()
  await expect(slideItem(page, before.count)).toContainText('On the site')
  const restored = await homeSlides(page, site)
  expect(restored.count).toBe(before.count)
  expect(restored.pictures.map(slideFile)).toEqual([firstFile, secondFile])
})

test('changing a social link changes the site’s footer at once', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  const handle = slugOf(uniqueName('passarela', testInfo.project.name)).replaceAll('-', '.')
  const instagram = `https://www.instagram.com/${handle}/`
  const models = `https://models.com/agency/${handle}`
  const footer = page.getByRole('contentinfo')
  await visit(page, `${site.url}/`)
  await expect(footer.getByRole('link', { name: /^Instagram/ })).not.toHaveAttribute(
    'href',
    instagram,
  )

  await signInInEnglish(page, site, 'links')
  await expect(page.getByRole('heading', { level: 1, name: 'Social and contact' })).toBeVisible()
  await expectNoViolations(page)
  // Not a full address: refused, as typed.
  await page.getByRole('textbox', { name: /^Instagram/ }).fill(`instagram.com/${handle}`)
  const refused = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText(
    'Instagram: Use a full address, starting with https://',
  )
  await expect(page.getByRole('textbox', { name: /^Instagram/ })).toHaveValue(
    `instagram.com/${handle}`,
  )
  await expectNoViolations(page)

  await page.getByRole('textbox', { name: /^Instagram/ }).fill(instagram)
  await page.getByRole('textbox', { name: /^Models\.com/ }).fill(models)
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+55 61 3322-1100')
  await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('+55 61 99123-4567')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toContainText('Social and contact links saved.')
  await expect(page.getByRole('textbox', { name: /^Instagram/ })).toHaveValue(instagram)

  await visit(page, `${site.url}/`)
  await expect(footer.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', instagram)
  await expect(footer.getByRole('link', { name: /^Models\.com/ })).toHaveAttribute('href', models)
  await expect(footer.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/5561991234567',
  )
  // The contact page prints the same phone, and calls it.
  await visit(page, `${site.url}/contact`)
  const call = page.getByRole('main').locator('a[href^="tel:"]')
  await expect(call).toHaveAttribute('href', 'tel:+556133221100')
  await expect(call).toContainText('+55 61 3322-1100')
})
