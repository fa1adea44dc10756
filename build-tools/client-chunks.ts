import type { Plugin } from 'vite'

/**
 * How the browser's script is cut into files (decision 017): `framework` (React, React DOM,
 * React Router) and `shell` (what the root route imports statically, the root module aside),
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
                      { name: 'framework', test: frameworkModule, priority: 2 },
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

export function frameworkModule(id: string): boolean {
  return /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)
}

function isRootRoute(id: string): boolean {
  return /[\\/]app[\\/]root\.tsx$/.test(id)
}
