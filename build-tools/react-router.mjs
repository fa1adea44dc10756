// `react-router` (its CLI: build, typegen) with one correction. React Router 7 makes its own Vite
// servers with `envFile: false`, which Vite 8.1 deprecated for `envDir: false` (the same setting:
// Vite reads the one as the other) and warns of at each, nine times a build. React Router 8
// passes `envDir` (remix-run/react-router#15230); until the site moves to it, its code (CommonJS)
// is read here with the new name. Without the old name in its code, this changes nothing.
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reactRouterDev = path.join(root, 'node_modules', '@react-router', 'dev')
const compile = Module.prototype._compile
Module.prototype._compile = function (content, filename) {
  const source = filename.startsWith(reactRouterDev + path.sep)
    ? content.replaceAll('envFile: false', 'envDir: false')
    : content
  return compile.call(this, source, filename)
}

createRequire(import.meta.url)(path.join(reactRouterDev, 'bin.js'))
