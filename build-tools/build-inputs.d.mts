// The types of build-inputs.mjs, which plain Node runs before anything is built.
export type Build = 'site' | 'host'
export function buildInputs(root: string): Record<Build, string[]>
export const builtEntries: Record<Build, string>
export const commands: readonly Command[]
export type Command =
  'panel-user' | 'panel-erase' | 'backup' | 'restore' | 'seed' | 'catalog-import'
export const hostEntries: Record<string, string>
export function staleBuilds(root: string): Record<Build, boolean>
