import { expect, it } from 'vitest'
import { addressPrefix } from './client-address'

it('counts an IPv4 address alone, and an IPv4-mapped one as IPv4', () => {
  expect(addressPrefix('198.51.100.7')).toBe('198.51.100.7')
  expect(addressPrefix('::ffff:198.51.100.7')).toBe('198.51.100.7')
})

it('counts an IPv6 address by its /64, however it is written', () => {
  const prefix = '2001:db8:0:1::/64'
  expect(addressPrefix('2001:db8:0:1::1')).toBe(prefix)
  expect(addressPrefix('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(prefix)
  expect(addressPrefix('2001:DB8:0:1:a:b:c:d%eth0')).toBe(prefix)
  expect(addressPrefix('2001:db8::')).toBe('2001:db8:0:0::/64')
  expect(addressPrefix('::1')).toBe('0:0:0:0::/64')
  expect(addressPrefix('2001:db8:0:2::1')).not.toBe(prefix)
})

it('keeps anything else as it came', () => {
  expect(addressPrefix('unknown')).toBe('unknown')
})
