/**
 * Ends a command whose embedded database a running site (or another command) holds with the
 * error's own message, which says what to do, and exit code 1: no stack trace for what is not a
 * fault. Any other error is thrown on. The error is known by its name, so that the commands of
 * either service use this without loading the other.
 */
export function stopWhenHeld(error: unknown): never {
  if (error instanceof Error && error.name === 'DatabaseInUseError') {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
