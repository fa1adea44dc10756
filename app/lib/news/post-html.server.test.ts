import { expect, test } from 'vitest'
import { postHtmlOptions } from '../../../contracts/post-html'
import { sanitizePostHtml } from './post-html.server'

test('the editorial markup of a post is kept', () => {
  const html = [
    '<p>An <strong>open</strong> casting, <em>this</em> Saturday.<br />Bring photos.</p>',
    '<h2>What to bring</h2>',
    '<h3>Photos</h3>',
    '<h4>Clothes</h4>',
    '<ul><li>Two photos</li></ul>',
    '<ol><li>First</li></ol>',
    '<blockquote><p>A quote</p></blockquote>',
    '<p><a href="/be-a-model">Apply</a> or <a href="mailto:scouting@agency.example">write</a>.</p>',
  ].join('')
  expect(sanitizePostHtml(html)).toBe(html)
})

test('scripts and styles go with their content', () => {
  expect(sanitizePostHtml('<p>Hi</p><script>window.__injected = 1</script>')).toBe('<p>Hi</p>')
  expect(sanitizePostHtml('<style>body { display: none }</style><p>Hi</p>')).toBe('<p>Hi</p>')
  expect(sanitizePostHtml('<p>Hi<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>')).toBe(
    '<p>Hi</p>',
  )
})

test('iframes and other embeds are removed', () => {
  const html =
    '<p>Watch</p><iframe src="https://evil.example">fallback</iframe><object data="x"></object><embed src="x">'
  expect(sanitizePostHtml(html)).toBe('<p>Watch</p>')
})

test('event handlers and style attributes are dropped', () => {
  expect(sanitizePostHtml('<p onclick="steal()" style="color:red">Hi</p>')).toBe('<p>Hi</p>')
  const image = sanitizePostHtml('<img src="/media/a.jpg" alt="Backstage" onerror="alert(1)">')
  expect(image).not.toContain('onerror')
  expect(image).toContain('alt="Backstage"')
})

test('javascript: and data: URLs are refused, however they are written', () => {
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ]) {
    const out = sanitizePostHtml(`<a href="${href}">link</a>`)
    expect(out, href).toBe('<a>link</a>')
  }
})

test('an image keeps a description, and is drawn through the image endpoint', () => {
  expect(
    sanitizePostHtml('<img src="https://media.example/a.jpg" alt="Runway" width="1200">'),
  ).toBe(
    '<img src="/images?w=960&amp;src=https%3A%2F%2Fmedia.example%2Fa.jpg" alt="Runway" loading="lazy" decoding="async" width="1200" />',
  )
  // A photo in the panel's media folder is named by reference, not by the panel's address.
  const panelImage = sanitizePostHtml('<img src="http://127.0.0.1:3002/media/a.jpg" alt="A">', {
    imageSource: (src) => src.replace('http://127.0.0.1:3002/', 'panel:'),
  })
  expect(panelImage).toContain('src="/images?w=960&amp;src=panel%3Amedia%2Fa.jpg"')
  expect(panelImage).not.toContain('127.0.0.1')
  // No description: decoration, not the file name read out.
  expect(sanitizePostHtml('<img src="/media/a.jpg">')).toContain('alt=""')
  expect(
    sanitizePostHtml('<figure><img src="/a.jpg" alt="A"><figcaption>A</figcaption></figure>'),
  ).toMatch(/^<figure><img src="\/a.jpg" alt="A"[^>]*\/><figcaption>A<\/figcaption><\/figure>$/)
})

test('an image from a refused source is removed', () => {
  expect(sanitizePostHtml('<p><img src="javascript:alert(1)" alt="x"></p>')).toBe('<p></p>')
  expect(sanitizePostHtml('<p><img src="data:image/png;base64,AAAA" alt="x"></p>')).toBe('<p></p>')
  expect(sanitizePostHtml('<p><img alt="x"></p>')).toBe('<p></p>')
})

test('a link that opens a new tab gets rel="noopener noreferrer"', () => {
  expect(
    sanitizePostHtml('<a href="https://models.com" target="_top" rel="opener">Models</a>'),
  ).toBe('<a href="https://models.com" target="_blank" rel="noopener noreferrer">Models</a>')
  expect(sanitizePostHtml('<a href="https://models.com" rel="opener">Models</a>')).toBe(
    '<a href="https://models.com">Models</a>',
  )
})

test('other tags leave their text; an h1 becomes an h2 under the page title', () => {
  expect(sanitizePostHtml('<div><span>Text</span></div>')).toBe('Text')
  expect(sanitizePostHtml('<h1>Title</h1><b>bold</b><i>it</i>')).toBe(
    '<h2>Title</h2><strong>bold</strong><em>it</em>',
  )
  expect(sanitizePostHtml('<form action="/x"><input name="a"><button>Go</button></form>')).toBe(
    'Go',
  )
})

// sanitize-html stays on 2.17.5, the last release that runs on every Node line the site declares
// (package.json's engines). The two advisories fixed after it need markup this allow-list
// refuses: textarea or xmp allowed (mutation XSS through `</textarea/>`), or SVG animations of
// URL attributes. Should either ever be allowed, this fails: move sanitize-html on first.
test('the allow-list admits none of the markup the advisories after sanitize-html 2.17.5 need', () => {
  const refused = ['textarea', 'xmp', 'svg', 'animate', 'set', 'math', 'noembed', 'noframes']
  expect(postHtmlOptions.allowedTags.filter((tag) => refused.includes(tag))).toEqual([])
  expect(
    sanitizePostHtml('<textarea><p></textarea/><img src=x onerror=alert(1)></p></textarea>'),
  ).not.toMatch(/<[^>]*onerror|<textarea/i)
  expect(
    sanitizePostHtml(
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
    ),
  ).not.toMatch(/javascript:|<svg|<animate/i)
  // Kept as text at most, escaped.
  expect(sanitizePostHtml('<xmp><img src=x onerror=alert(1)></xmp>')).not.toMatch(/<[^>]*onerror/i)
})
