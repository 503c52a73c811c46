import * as Comlink from 'comlink'
import { useEffect, useRef, useState } from 'react'
import type {
  ComputeApi,
  ConvergenceInput,
  ConvergenceResult,
} from '../../../workers/engine/api.ts'

export type RunStatus =
  | { status: 'idle' }
  | { status: 'running'; percent: number }
  | { status: 'done' }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string }

/**
 * Runs the convergence study in the compute worker, off the main thread. Cancel terminates the
 * worker (a simulation cannot be interrupted from outside), so the next run starts a fresh one;
 * the last finished result stays on screen meanwhile.
 */
export function useConvergence() {
  const [run, setRun] = useState<RunStatus>({ status: 'idle' })
  const [result, setResult] = useState<ConvergenceResult | null>(null)
  const worker = useRef<Worker | null>(null)
  const current = useRef(0)

  const stopWorker = () => {
    worker.current?.terminate()
    worker.current = null
  }
  useEffect(() => stopWorker, [])

  const start = async (input: ConvergenceInput): Promise<void> => {
    stopWorker()
    const id = ++current.current
    const w = new Worker(new URL('../../../workers/compute/risk-compute.ts', import.meta.url), {
      type: 'module',
      name: 'compute',
    })
    worker.current = w
    // A worker that fails to load or throws outside a call never answers the pending call.
    w.addEventListener('error', (e) => {
      if (current.current !== id) return
      setRun({ status: 'failed', message: e.message })
      stopWorker()
    })
    const api = Comlink.wrap<ComputeApi>(w)
    setRun({ status: 'running', percent: 0 })
    const onPercent = (percent: number) => {
      if (current.current === id) setRun({ status: 'running', percent })
    }
    try {
      const answer = await api.convergence(input, Comlink.proxy(onPercent))
      if (current.current !== id) return
      setResult(answer)
      setRun({ status: 'done' })
    } catch (err) {
      if (current.current === id)
        setRun({ status: 'failed', message: err instanceof Error ? err.message : String(err) })
    } finally {
      if (current.current === id) stopWorker()
    }
  }

  const cancel = () => {
    current.current++
    stopWorker()
    setRun({ status: 'cancelled' })
  }

  return { run, result, start, cancel }
}
