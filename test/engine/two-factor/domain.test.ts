import { afterEach, describe, expect, it } from 'vitest'
import { disposeEngines, json, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(disposeEngines)

describe('two-factor domain', () => {
  it('sets up, confirms with a code and reads the status with the bearer token', async () => {
    const ctx = await signedInEngine({
      'POST /2fa/setup': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        }),
      'POST /2fa/verify': (req) =>
        req.body === JSON.stringify({ code: '123456' })
          ? json(200, { enabled: true, backup_codes: ['AAAA-BBBB-CCCC'] })
          : json(400, { detail: 'Invalid 2FA code. Please try again.' }),
      'GET /2fa/status': () => json(200, { enabled: true, backup_codes_left: 10 }),
    })
    const setup = await ctx.api.startTwoFactorSetup()
    expect(setup).toMatchObject({ ok: true, value: { secret: 'JBSWY3DPEHPK3PXP' } })
    expect(await ctx.api.confirmTwoFactorSetup('111111')).toEqual({
      ok: false,
      error: { status: 400, message: 'Invalid 2FA code. Please try again.' },
    })
    expect(await ctx.api.confirmTwoFactorSetup('123456')).toEqual({
      ok: true,
      value: { enabled: true, backup_codes: ['AAAA-BBBB-CCCC'] },
    })
    expect(await ctx.api.getTwoFactorStatus()).toEqual({
      ok: true,
      value: { enabled: true, backup_codes_left: 10 },
    })
    const status = ctx.http.calls.find((c) => c.path === '/2fa/status')
    expect(status?.headers.get('authorization')).toBe('Bearer A')
  })

  it('disables with a code and reports failures in SPEC §8 words', async () => {
    const ctx = await signedInEngine({
      'POST /2fa/disable': (req) =>
        req.body === JSON.stringify({ code: 'AAAA-BBBB-CCCC' })
          ? json(200, { enabled: false })
          : json(400, { detail: 'Invalid 2FA code. Please try again.' }),
      'GET /2fa/status': () => json(500, { detail: 'boom' }),
    })
    expect((await ctx.api.disableTwoFactor('000000')).ok).toBe(false)
    expect(await ctx.api.disableTwoFactor('AAAA-BBBB-CCCC')).toEqual({
      ok: true,
      value: { enabled: false },
    })
    expect(await ctx.api.getTwoFactorStatus()).toEqual({
      ok: false,
      error: { status: 500, message: 'Server error. Please try again later.' },
    })
  })
})
