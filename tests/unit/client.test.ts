import { describe, expect, it } from 'vitest'
import { clientNetwork } from '../../src/platform/client'

describe('the network a client address counts as', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const network = clientNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')
    expect(network).toBe('2001:db8:85a3:8d3::/64')
    expect(clientNetwork('2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff')).toBe(network)
    expect(clientNetwork('2001:db8:85a3:8d3::1')).toBe(network)
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('2001:db8:85a3:8d4::1')).not.toBe(network)
  })
})
