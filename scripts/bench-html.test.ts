import { expect, test } from 'vitest'
import { firstLoadAssets, moduleImports, parseAttributes } from './bench-html'

const page = 'http://127.0.0.1:4000/models'

// The shape React Router 7 renders: module preloads, a stylesheet, and an inline module script
// that imports the route modules and then the client entry, next to a manifest naming other chunks.
const reactRouterHtml = `<!DOCTYPE html><html lang="en"><head>
<link rel="canonical" href="http://127.0.0.1:4000/models"/>
<link nonce="abc" rel="preload" href="/assets/inter.woff2" as="font" crossorigin="anonymous"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>
<link rel="modulepreload" href="/assets/chunk-B.js" nonce="abc"/>
<link rel="modulepreload" href="/assets/root-C.js" nonce="abc"/>
<link nonce="abc" rel="stylesheet" href="/assets/root-D.css"/>
</head><body><main></main>
<script nonce="abc">window.__reactRouterContext = {"html":"<link rel=\\"stylesheet\\" href=\\"/assets/fake.css\\">"}</script>
<script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/roster-E.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-A.js", "imports": ["/assets/chunk-B.js"], "css": [] },
  "routes": { "home": { "hasDefaultExport": true, "module": "/assets/home-F.js", "imports": [] } }
};
import("/assets/entry.client-A.js");
</script></body></html>`

test('collects module preloads, inline module imports and stylesheets, deduplicated', () => {
  expect(firstLoadAssets(reactRouterHtml, page)).toEqual({
    scripts: [
      'http://127.0.0.1:4000/assets/root-C.js',
      'http://127.0.0.1:4000/assets/roster-E.js',
      'http://127.0.0.1:4000/assets/entry.client-A.js',
      'http://127.0.0.1:4000/assets/chunk-B.js',
    ],
    styles: ['http://127.0.0.1:4000/assets/root-D.css'],
  })
})

test('counts the preloads and the bootstrap our pages hold until the first screen has painted', () => {
  const held = reactRouterHtml
    .replaceAll('rel="modulepreload"', 'rel="held-modulepreload"')
    .replace('type="module" async=""', 'type="held/module"')
  expect(firstLoadAssets(held, page)).toEqual(firstLoadAssets(reactRouterHtml, page))
})

test('takes scripts by src, classic ones too, and leaves data, fallbacks and other links alone', () => {
  const html = `<script type="module" src="./app.js"></script>
<script src="/_nuxt/app.js" defer></script>
<script src="/legacy.js" nomodule></script>
<script type="application/ld+json" src="/data.json"></script>
<script>import("/not-a-module.js")</script>
<link rel="icon" href="/favicon.svg"><link rel=preload href=/font.woff2 as=font>
<LINK REL="Stylesheet Alternate" HREF='/print.css?v=1&amp;x=2'>
<!-- <link rel="stylesheet" href="/commented.css"> -->`
  expect(firstLoadAssets(html, 'https://example.com/en/page')).toEqual({
    scripts: ['https://example.com/en/app.js', 'https://example.com/_nuxt/app.js'],
    styles: ['https://example.com/print.css?v=1&x=2'],
  })
})

test('ignores references that are not http(s) URLs', () => {
  const html = `<link rel="modulepreload" href="data:text/javascript,1">
<link rel="stylesheet" href="">`
  expect(firstLoadAssets(html, page)).toEqual({ scripts: [], styles: [] })
})

test('reads every static and literal dynamic import form, once each', () => {
  const source = `import "/a.js"; import x from '/b.js'
import { y, z as w } from "/c.js"
import * as all from "/d.js"
export { v } from "/e.js"
const later = () => import( '/f.js' )
import("/a.js")
const dynamic = import(someVariable)`
  expect(moduleImports(source)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js'])
})

test('parses quoted, unquoted and bare attributes with entities decoded', () => {
  const attributes = parseAttributes(` type="module" async src='/x.js?a=1&amp;b=&#50;' data-n=3`)
  expect(Object.fromEntries(attributes)).toEqual({
    type: 'module',
    async: '',
    src: '/x.js?a=1&b=2',
    'data-n': '3',
  })
})
