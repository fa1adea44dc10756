import { expect, test } from 'vitest'
import { frameworkModule, staticImportsOf } from './client-chunks'

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
