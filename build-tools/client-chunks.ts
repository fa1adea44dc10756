import type { Plugin } from 'vite'

/**
 * How the browser's script is cut into files (decision 017): `framework` (React, React DOM,
 * React Router) and `shell` (what the root route imports
 * statically, the root module aside, and what most pages' route modules import, their SEO),
 * instead of twenty small files that each compressed the same words. The rest splits as before.
 */
export function clientChunks(): Plugin {
  const shell = new Set<string>()
  return {
    name: 'passarela:client-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config() {
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'framework',
                        test: frameworkModule,
                        priority: 2,
                      },
                      { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
                    ],
                  },
                },
              },
            },
          },
        },
      }
    },
    // The module graph is complete here, and the chunks not yet made.
    buildEnd() {
      shell.clear()
      const root = [...this.getModuleIds()].find(isRootRoute)
      if (!root) return
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      for (const id of staticImportsOf(root, imports)) shell.add(id)
      const routes = [...this.getModuleIds()].filter(isClientRoute)
      for (const id of sharedByMost(routes, imports, shell)) {
        shell.add(id)
        for (const reached of staticImportsOf(id, imports)) shell.add(reached)
      }
    },
  }
}

/** Every module `from` imports statically, directly or through others; `from` itself is not. */
export function staticImportsOf(
  from: string,
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const found = new Set<string>()
  const pending = [...importsOf(from)]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || id === from) continue
    found.add(id)
    pending.push(...importsOf(id))
  }
  return found
}

/**
 * What more than half of the route modules that import anything of their own import statically
 * (beside the shell): code most pages load first anyway, which in a file of its own would be
 * compressed alone on each of them. Route modules themselves stay apart.
 */
export function sharedByMost(
  routes: readonly string[],
  importsOf: (id: string) => readonly string[],
  shell: ReadonlySet<string>,
): string[] {
  const counts = new Map<string, number>()
  let importing = 0
  for (const route of routes) {
    const own = [...staticImportsOf(route, importsOf)].filter(
      (id) => !shell.has(id) && !frameworkModule(id) && !routeModule(id),
    )
    if (own.length === 0) continue
    importing++
    for (const id of own) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts].filter(([, count]) => count * 2 > importing).map(([id]) => id)
}

export function frameworkModule(id: string): boolean {
  return /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)
}

function isRootRoute(id: string): boolean {
  return /[\\/]app[\\/]root\.tsx$/.test(id)
}

/** A route's module as React Router's client build enters it. */
function isClientRoute(id: string): boolean {
  return id.endsWith('?__react-router-build-client-route')
}

function routeModule(id: string): boolean {
  return /[\\/]app[\\/](routes[\\/]|root\.tsx)/.test(id)
}
