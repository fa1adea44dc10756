import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Staff passwords (decision 015): at least 12 characters, not a common one, kept as Argon2id
 * hashes at OWASP's minimum cost (19 MiB, 2 passes).
 */

export const minimumPasswordLength = 12
/** Longer than anyone types; hashing megabytes would be a way to tire the server. */
export const maximumPasswordLength = 256

export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'contains-email'

const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()),
)

/** Why a new password is refused, or `undefined` when it will do. */
export function passwordProblem(password: string, email = ''): PasswordProblem | undefined {
  const length = [...password].length
  if (length < minimumPasswordLength) return 'too-short'
  if (length > maximumPasswordLength) return 'too-long'
  const lower = password.toLowerCase()
  if (commonPasswords.has(lower) || isRepetition(lower)) return 'common'
  const mailbox = email.toLowerCase().split('@')[0] ?? ''
  if (mailbox.length >= 4 && lower.includes(mailbox)) return 'contains-email'
  return undefined
}

/** "aaaaaaaaaaaa", "abcabcabcabc": a short pattern repeated is as weak as the pattern. */
function isRepetition(password: string) {
  for (let size = 1; size <= 4; size++) {
    const unit = password.slice(0, size)
    if (unit.repeat(Math.ceil(password.length / size)).slice(0, password.length) === password) {
      return true
    }
  }
  return false
}

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'))
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFC'))
  } catch {
    return false
  }
}

// Verified against when the e-mail is unknown or has no password yet, so that the answer
// takes as long as a wrong password's and does not tell which accounts exist.
let decoy: Promise<string> | undefined
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hash('decoy password that no account has')
  await verifyPassword(await decoy, password)
  return false
}
