import { parentPort } from 'node:worker_threads'
import { evaluateTrials, type OptimizeInput } from '../../../protocol/strategies/index.ts'

/**
 * One worker's share of a grid: says 'ready' once its modules are loaded, then evaluates each
 * chunk of the plan it is sent and posts its trials (the bench sends a small one first to warm
 * the JIT, as a server pool's long-lived worker would be).
 */
interface GridChunk {
  input: OptimizeInput
  paramSets: Record<string, number>[]
  firstIndex: number
}

parentPort?.on('message', (chunk: GridChunk) => {
  parentPort?.postMessage(
    evaluateTrials(chunk.input, chunk.paramSets, { firstIndex: chunk.firstIndex }),
  )
})
parentPort?.postMessage('ready')
