import { expect, test } from 'vitest'
import { renderPostBody } from './markdown'

test('Markdown becomes the editorial HTML the site shows', () => {
  expect(
    renderPostBody(
      '# Casting\n\nBring **two** photos, *no* make-up.\n\n## Where\n\n- Lago Sul\n- Asa Norte\n\n> Open to all.\n\n[Apply](https://passarela.test/pt/seja-modelo "Apply now")',
    ),
  ).toBe(
    [
      // The page's title is its only h1.
      '<h2>Casting</h2>',
      '<p>Bring <strong>two</strong> photos, <em>no</em> make-up.</p>',
      '<h2>Where</h2>',
      '<ul>\n<li>Lago Sul</li>\n<li>Asa Norte</li>\n</ul>',
      '<blockquote>\n<p>Open to all.</p>\n</blockquote>',
      '<p><a href="https://passarela.test/pt/seja-modelo" title="Apply now">Apply</a></p>',
    ].join('\n'),
  )
})

test('the demo posts’ HTML bodies come through as they were', () => {
  const html =
    '<p>Our scouts will meet new faces.</p>\n<h2>What to bring</h2>\n<p>Read more <a href="/be-a-model">here</a>.</p>'
  expect(renderPostBody(html)).toBe(html)
})

test('a script never survives, in any of its disguises', () => {
  const nasty = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
    '<svg><script>alert(1)</script></svg>',
    '<scr<script>ipt>alert(1)</script>',
    '<iframe src="https://evil.test"></iframe>',
    '<object data="x.swf"></object>',
    '<style>body{display:none}</style>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>',
  ]
  for (const input of nasty) {
    const html = renderPostBody(`${input}\n\nAfter.`)
    expect(html, input).not.toMatch(/<script|<iframe|<object|<style|<svg|onclick|style=/i)
    expect(html, input).toContain('<p>After.</p>')
  }
})

test('a javascript: or data: link keeps its text, never its address', () => {
  const links = [
    '[click](javascript:alert(1))',
    '[click](  javascript:alert(1) )',
    '[click](JaVaScRiPt:alert(1))',
    '<a href="JaVaScRiPt:alert(1)">click</a>',
    '<a href="&#106;avascript:alert(1)">click</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;script&#x3A;alert(1)">click</a>',
    '<a href="jav&#x09;ascript:alert(1)">click</a>',
    '<a href="java\nscript:alert(1)">click</a>',
    '<a href=" javascript:alert(1)">click</a>',
    '<a href="vbscript:msgbox(1)">click</a>',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  ]
  for (const link of links) {
    const html = renderPostBody(link)
    expect(html, link).not.toMatch(/href/i)
    expect(html, link).not.toMatch(/javascript|vbscript|data:/i)
    expect(html, link).toContain('click')
  }
})

test('an image keeps its web source and its description, never a handler', () => {
  expect(renderPostBody('<img src=x onerror=alert(1)>')).not.toMatch(/onerror|alert/)
  expect(renderPostBody('<img src="javascript:alert(1)">')).toBe('')
  expect(renderPostBody('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('')
  expect(renderPostBody('![Backstage](https://cdn.passarela.test/backstage.jpg)')).toBe(
    '<p><img src="https://cdn.passarela.test/backstage.jpg" alt="Backstage" /></p>',
  )
})

test('a link to a new tab gives it no handle on the page', () => {
  expect(
    renderPostBody('<a href="https://models.com" target="_self" onmouseover="x()">M</a>'),
  ).toBe('<p><a href="https://models.com" target="_blank" rel="noopener noreferrer">M</a></p>')
})
