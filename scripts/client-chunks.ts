import type { Plugin } from 'vite'

/**
 * How the browser's script is cut into files (decision 004). Left to itself the bundler makes a
 * file of every module two routes share: React's in one, React Router's in another, and twenty
 * small ones of ours, each compressed on its own, so every page downloaded the same words
 * (imports, `className`, `createElement`) twenty times over. Two files hold what every page
 * loads anyway:
 *
 * - `framework`: React, React DOM and React Router;
 * - `shell`: everything the root route imports, found by following its static imports (what it
 *   loads lazily stays out, and so does the root module itself, which React Router asks for).
 *
 * What only some pages use is still split by the bundler as before.
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
