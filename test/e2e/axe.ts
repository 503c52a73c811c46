import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * An axe-core check of `page` that runs inside the page itself (axe.run, which axe's Playwright
 * binding calls legacy mode). Its default mode opens a blank page in the same context for every
 * check, to merge results from cross-origin iframes; the app has no iframes, the rules and the
 * findings are the same, and a check takes about a third of the time.
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode()
