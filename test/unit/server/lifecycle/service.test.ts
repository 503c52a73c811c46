import { describe, expect, it } from 'vitest'
import { startServices, type Service } from '../../../../server/lifecycle/service.ts'

/** Services that log their starts and stops; `failing` ones throw there instead. */
function recorder(failing: { start?: string; stop?: string } = {}) {
  const log: string[] = []
  const service = (name: string): Service => ({
    name,
    start: async () => {
      await Promise.resolve()
      if (failing.start === name) throw new Error(`${name} cannot start`)
      log.push(`start ${name}`)
    },
    stop: () => {
      if (failing.stop === name) throw new Error(`${name} cannot stop`)
      log.push(`stop ${name}`)
    },
  })
  return { log, service }
}

describe('startServices', () => {
  it('starts in order and stops in reverse order', async () => {
    const { log, service } = recorder()
    const stop = await startServices([service('db'), service('trading'), service('market')])
    expect(log).toEqual(['start db', 'start trading', 'start market'])
    await stop()
    expect(log.slice(3)).toEqual(['stop market', 'stop trading', 'stop db'])
  })

  it('takes services with only a start or only a stop', async () => {
    const log: string[] = []
    const stop = await startServices([
      { name: 'db', stop: () => void log.push('close db') },
      { name: 'warm-up', start: () => void log.push('warm up') },
    ])
    await stop()
    expect(log).toEqual(['warm up', 'close db'])
  })

  it('stops what already started, in reverse, when one fails to start', async () => {
    const { log, service } = recorder({ start: 'market' })
    await expect(
      startServices([service('db'), service('trading'), service('market'), service('hub')]),
    ).rejects.toThrow('market cannot start')
    expect(log).toEqual(['start db', 'start trading', 'stop trading', 'stop db'])
  })

  it('stops the others when one fails to stop, then reports it', async () => {
    const { log, service } = recorder({ stop: 'trading' })
    const stop = await startServices([service('db'), service('trading'), service('market')])
    await expect(stop()).rejects.toThrow('stopping trading failed')
    expect(log.slice(3)).toEqual(['stop market', 'stop db'])
  })
})
