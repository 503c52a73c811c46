/**
 * The compute worker: heavy number work the UI must not run on its main thread (a convergence
 * study simulates over a million paths). One per page that needs it, made with
 * `new Worker(new URL(…), { type: 'module' })` and reached over Comlink; stopping a run is
 * terminating the worker, so a cancel is immediate even in the middle of a simulation.
 */
import * as Comlink from 'comlink'
import { runConvergence, type ConvergenceInput } from './convergence.ts'
import { percentReporter } from './progress.ts'

const computeApi = {
  convergence(input: ConvergenceInput, onPercent: (percent: number) => unknown) {
    return runConvergence(input, percentReporter(onPercent))
  },
}

export type ComputeApi = typeof computeApi

Comlink.expose(computeApi)
