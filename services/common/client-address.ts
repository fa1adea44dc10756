import { isIPv4, isIPv6 } from 'node:net'

/**
 * The address a client's attempts are counted under: an IPv4 address alone (an IPv4-mapped one
 * as IPv4), an IPv6 one by its /64, as one machine is usually given a whole /64 and could
 * otherwise take a fresh address per attempt.
 */
export function addressPrefix(address: string): string {
  const ip = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (!isIPv6(ip)) return ip
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('::')
  const part = (text: string | undefined) => {
    if (!text) return []
    const groups = text.split(':')
    // An IPv4 tail (`::1.2.3.4`) is the last two groups.
    const last = groups.at(-1) ?? ''
    if (isIPv4(last)) {
      const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number)
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
    }
    return groups
  }
  const left = part(head)
  const right = part(tail)
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16))
}
