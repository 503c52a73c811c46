import { describe, expect, it } from 'vitest'
import { addressAdvice, appAddress, isLoopbackHost } from '../../../src/pages/mobile/app-address.ts'

const at = (url: string) => addressAdvice(new URL(url))

describe('the address shown to a phone', () => {
  it('is the origin at its root', () => {
    expect(appAddress('https://trade.example.com')).toBe('https://trade.example.com/')
  })

  it('says a loopback address only reaches this computer', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://127.12.0.3',
      'http://localhost:8080',
      'https://app.localhost',
      'http://[::1]:8080',
    ]) {
      expect(at(url), url).toBe('loopback')
    }
    expect(isLoopbackHost('127.example.com')).toBe(false)
    expect(isLoopbackHost('1270.0.0.1')).toBe(false)
  })

  it('says plain http elsewhere is no use to a phone', () => {
    expect(at('http://192.168.1.20:8080')).toBe('insecure')
    expect(at('http://trade.example.com')).toBe('insecure')
  })

  it('has nothing against https on a network address', () => {
    expect(at('https://192.168.1.20:8443')).toBe('reachable')
    expect(at('https://trade.example.com')).toBe('reachable')
  })
})
