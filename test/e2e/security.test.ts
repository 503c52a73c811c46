import type { CDPSession } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PAGE_INFO } from '../../src/app/pages.ts'
import { demoApp } from './demo-app.ts'
import { serverSockets, signIn, waitForServiceWorker } from './session.ts'

interface TargetMessage {
  id?: number
  method?: string
  params?: { issue?: { code: string; details: unknown } }
}

/**
 * The Content-Security-Policy issues Chromium recorded in one worker (the data engine's
 * SharedWorker, the service worker). Workers get their policy from their own script's headers
 * and have no document on which an init script could listen for `securitypolicyviolation`, so
 * DevTools is asked: Audits.enable replays the issues collected so far before its own answer.
 */
async function cspIssuesOf(cdp: CDPSession, targetId: string): Promise<string[]> {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false })
  const issues: string[] = []
  const enabled = new Promise<void>((resolve) => {
    const onMessage = (event: { sessionId?: string; message: string }) => {
      if (event.sessionId !== sessionId) return
      const msg = JSON.parse(event.message) as TargetMessage
      if (msg.params?.issue?.code === 'ContentSecurityPolicyIssue')
        issues.push(JSON.stringify(msg.params.issue.details))
      if (msg.id === 1) {
        cdp.off('Target.receivedMessageFromTarget', onMessage)
        resolve()
      }
    }
    cdp.on('Target.receivedMessageFromTarget', onMessage)
  })
  await cdp.send('Target.sendMessageToTarget', {
    sessionId,
    message: JSON.stringify({ id: 1, method: 'Audits.enable' }),
  })
  await enabled
  await cdp.send('Target.detachFromTarget', { sessionId })
  return issues
}

describe('Content-Security-Policy in Chromium', () => {
  const app = demoApp()

  it('runs the dashboard, the data engine and the service worker without a violation', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url })
    const page = await context.newPage()
    const reports: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy|securitypolicyviolation/i.test(m.text())) reports.push(m.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(
          `securitypolicyviolation ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        )
      })
    })

    const first = await page.goto('/login')
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'")
    await signIn(page, app.accounts.trader.email, app.accounts.trader.password)
    await page.waitForURL((u) => u.pathname === '/dashboard')
    await waitForServiceWorker(page)
    const price = page.getByTestId('price-BTC-USD')
    await expect.poll(async () => (await price.textContent())?.trim() ?? '').toMatch(/\d/)
    // The engine's socket to /ws opened under connect-src 'self'.
    const sockets = async () =>
      (await serverSockets(app.server.url, app.accounts.admin)).byUser.find(
        (u) => u.email === app.accounts.trader.email,
      )?.sockets ?? 0
    await expect.poll(sockets, { timeout: 15_000 }).toBe(1)

    // Served by the service worker now: the precached shell keeps its policy.
    const again = await page.reload()
    expect(again?.fromServiceWorker()).toBe(true)
    expect(again?.headers()['content-security-policy']).toContain("default-src 'self'")
    await expect.poll(async () => (await price.textContent())?.trim() ?? '').toMatch(/\d/)
    for (const path of ['portfolio', 'trading', 'profile'] as const) {
      await page.goto(`/${path}`)
      const title = page.getByRole('heading', { name: PAGE_INFO[path].title }).first()
      await expect.poll(() => title.isVisible()).toBe(true)
    }

    const cdp = await app.browser.newBrowserCDPSession()
    const { targetInfos } = await cdp.send('Target.getTargets')
    const workers = targetInfos.filter(
      (t) => t.url.startsWith(app.server.url) && t.type.endsWith('worker'),
    )
    expect(workers.map((t) => t.type).sort()).toEqual(['service_worker', 'shared_worker'])
    const issues: Record<string, string[]> = {}
    for (const target of workers) {
      const found = await cspIssuesOf(cdp, target.targetId)
      if (found.length > 0) issues[`${target.type} ${target.url}`] = found
    }
    await cdp.detach()
    expect(issues).toEqual({})
    expect(reports).toEqual([])
    await context.close()
  })
})
