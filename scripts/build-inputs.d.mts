// The types of build-inputs.mjs, which plain Node runs before anything is built.
export type Build = 'site' | 'host'
export function buildInputs(root: string): Record<Build, string[]>
export const builtEntries: Record<Build, string>
export function staleBuilds(root: string): Record<Build, boolean>
