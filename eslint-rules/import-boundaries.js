import path from 'node:path'

/**
 * The repository holds three deployables and the contracts between them, and they may depend
 * on each other in these directions only (docs/architecture.md):
 *
 *   server → app, server → services, app → contracts, services → contracts
 *
 * Within `services/`, a service reaches only its own folder and `services/common/`, so each can
 * be deployed alone. `scripts/` may use the site's modules and the contracts, reaches a service
 * only through its entry point (`services/<name>/index.ts`) and never the host; the benchmark
 * starts sites as the tests do, with `tests/support/`, and `npm start` builds with `build-tools/`.
 * `build-tools/` (the build, Vite's plugins) stands alone: it runs before anything is built. Tests may reach anything, and a test
 * beside the code (`*.test.ts`) may also use the test support in `tests/` and `scripts/`. Within `app/`, the site's clients of the services (`app/clients/`) are server
 * code: a module reaches them from a `*.server.ts` of its own, or for their types alone.
 * Imports of packages from node_modules are not this rule's business.
 */
const topFolders = ['app', 'server', 'services', 'contracts', 'scripts', 'build-tools', 'tests']

const allowed = {
  app: ['app', 'contracts'],
  server: ['server', 'app', 'services'],
  services: ['services', 'contracts'],
  contracts: ['contracts'],
  scripts: ['scripts', 'app', 'contracts', 'services', 'build-tools'],
  'build-tools': ['build-tools'],
}

function folderOf(relative) {
  const [top] = relative.split('/')
  return topFolders.includes(top) ? top : null
}

/** `services/booking/index.ts`, `services/booking` → the entry point of the booking service. */
function isServiceEntry(relative) {
  return /^services\/[^/]+(\/index(\.ts)?)?$/.test(relative)
}

function explain(from, to, target) {
  if (from === 'services' && to === 'services') {
    return `a service reaches only its own folder and services/common (${target})`
  }
  if (from === 'scripts' && to === 'services') {
    return `a script uses a service through its entry point, services/<name>/index.ts (${target})`
  }
  return `${from}/ may not import from ${to}/ (${target}); the directions are server → app, server → services, app → contracts, services → contracts`
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the deployables and the contracts to their allowed directions' },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = path.relative(root, context.filename).split(path.sep).join('/')
    const from = folderOf(file)
    if (!from || from === 'tests') return {}
    const isTest = /\.test\.tsx?$/.test(file)
    const isServerModule = isTest || /\.server\.tsx?$/.test(file) || file.startsWith('app/clients/')

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return
      const specifier = source.value
      let target
      if (specifier.startsWith('~/')) target = `app/${specifier.slice(2)}`
      else if (specifier.startsWith('.')) {
        target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      } else return
      const to = folderOf(target)
      if (!to) return
      let ok = allowed[from].includes(to) || (isTest && (to === 'tests' || to === 'scripts'))
      if (ok && from === 'services' && to === 'services') {
        const own = file.split('/')[1]
        const reached = target.split('/')[1]
        ok = reached === own || reached === 'common'
      }
      if (ok && from === 'scripts' && to === 'services') ok = isServiceEntry(target)
      if (!ok && from === 'scripts' && to === 'tests') ok = target.startsWith('tests/support/')
      if (!ok) return context.report({ node, message: explain(from, to, target) })
      const typesOnly = node.importKind === 'type' || node.exportKind === 'type'
      if (from === 'app' && target.startsWith('app/clients/') && !typesOnly && !isServerModule) {
        context.report({
          node,
          message: `the services' clients are server code: reach ${target} from a *.server.ts module, or import its types alone`,
        })
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export default { rules: { 'import-boundaries': importBoundaries } }
