import { expect, test } from 'vitest'
import { frameworkModule, sharedByMost, staticImportsOf } from './client-chunks'

test('the shell is what the root imports statically, through any number of modules', () => {
  const graph: Record<string, string[]> = {
    root: ['header', 'footer'],
    header: ['icons', 'root'],
    footer: ['icons', 'links'],
    links: ['header'],
    // Loaded lazily by the header: not among its static imports, so not in the graph here.
    menu: ['icons'],
  }
  expect([...staticImportsOf('root', (id) => graph[id] ?? [])].sort()).toEqual([
    'footer',
    'header',
    'icons',
    'links',
  ])
})

test('the framework is React, React DOM, React Router and the scheduler', () => {
  for (const id of [
    '/site/node_modules/react/cjs/react.production.js',
    '/site/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/site/node_modules/react-router/dist/development/chunk-OB3PAWPO.mjs',
    '/site/node_modules/scheduler/cjs/scheduler.production.js',
  ]) {
    expect(frameworkModule(id), id).toBe(true)
  }
  for (const id of [
    '/site/node_modules/react-router-dom/index.js',
    '/site/node_modules/embla-carousel/esm/embla-carousel.esm.js',
    '/site/app/root.tsx',
  ]) {
    expect(frameworkModule(id), id).toBe(false)
  }
})

test('what more than half of the route modules that import anything import joins the shell', () => {
  const graph: Record<string, string[]> = {
    'app/routes/about.tsx?__react-router-build-client-route': ['app/routes/about.tsx'],
    'app/routes/about.tsx': ['seo', 'translation'],
    'app/routes/news.tsx': ['seo'],
    'app/routes/contact.tsx': ['seo', 'form-page'],
    'app/routes/favorites.tsx': ['form-page', 'translation'],
    // A resource route: nothing of its own in the browser, so it counts for nothing.
    'app/routes/robots.ts': [],
  }
  const shared = sharedByMost(
    [
      'app/routes/about.tsx?__react-router-build-client-route',
      'app/routes/news.tsx',
      'app/routes/contact.tsx',
      'app/routes/favorites.tsx',
      'app/routes/robots.ts',
    ],
    (id) => graph[id] ?? [],
    new Set(['translation']),
  )
  // seo: three of four; form-page: two of four, not more than half; translation: the shell's.
  expect(shared).toEqual(['seo'])
})
