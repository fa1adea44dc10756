/**
 * Ends a command whose embedded database another process holds, or whose folder is damaged, with
 * the error's own message and exit code 1, no stack trace; any other error is thrown on. Known
 * by its name, so either service's commands use this without loading the other.
 */
export function stopWhenHeld(error: unknown): never {
  if (
    error instanceof Error &&
    (error.name === 'DatabaseInUseError' || error.name === 'DatabaseDamagedError')
  ) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
