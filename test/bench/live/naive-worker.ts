/**
 * The naive build's feed worker: the same synthetic market, but every tick is posted to the page
 * on its own, as a page that handles each socket message as it comes would see them.
 */
import { startSyntheticFeed } from './synthetic-feed.ts'

const feed = startSyntheticFeed((tick) => postMessage(tick))

/** The page asks how many ticks were sent, to prove the feed's rate. */
addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.data === 'fedTicks') postMessage({ fedTicks: feed.emitted() })
})
