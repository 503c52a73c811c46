/**
 * The options compute worker: re-prices a chain (options-reprice.ts) off the main thread every
 * time the index moves, so a large chain never stalls the page. Made by the /options page with
 * `new Worker(new URL(…), { type: 'module' })` and reached over Comlink.
 */
import * as Comlink from 'comlink'
import { repriceChain, type RepriceInput } from './options-reprice.ts'

const optionsComputeApi = {
  repriceChain: (input: RepriceInput) => repriceChain(input),
}

export type OptionsComputeApi = typeof optionsComputeApi

Comlink.expose(optionsComputeApi)
