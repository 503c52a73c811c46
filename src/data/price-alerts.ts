/**
 * The trader's price alerts through the engine: the list (refetched whenever a notification
 * arrives or another tab changes an alert: its key sits under the notifications topic), and
 * create, switch on/off and delete. A refusal is a toast per field (SPEC §8); the caller decides
 * what a success says.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PriceAlert, PriceAlertCreate } from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'
import { failureMessages } from '../components/toast/failure-messages.ts'
import { toast } from '../components/toast/toast.ts'
import { EngineCallError, unwrap } from './query-client.ts'

export const priceAlertKeys = {
  all: ['notifications', 'price-alerts'] as const,
}

/** One toast per field on a 422, else the SPEC §8 message. */
export function toastAlertFailure(err: Error): void {
  const messages = err instanceof EngineCallError ? failureMessages(err.failure) : [err.message]
  for (const m of messages) toast.error(m)
}

export const usePriceAlerts = () =>
  useQuery({
    queryKey: priceAlertKeys.all,
    queryFn: async (): Promise<PriceAlert[]> => unwrap(await getBridge().listPriceAlerts()),
  })

/** Replaces one alert in the cached list, so a toggle shows before the refetch. */
const withAlert = (list: PriceAlert[] | undefined, next: PriceAlert): PriceAlert[] | undefined =>
  list?.map((a) => (a.id === next.id ? next : a))

export function useCreatePriceAlert(onCreated?: (a: PriceAlert) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: PriceAlertCreate) =>
      unwrap(await getBridge().createPriceAlert(input)),
    onSuccess: (created) => {
      client.setQueryData<PriceAlert[]>(priceAlertKeys.all, (list) => list && [created, ...list])
      onCreated?.(created)
    },
    onError: toastAlertFailure,
  })
}

export function useSetPriceAlertActive() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      unwrap(await getBridge().setPriceAlertActive(id, isActive)),
    onSuccess: (next) =>
      client.setQueryData<PriceAlert[]>(priceAlertKeys.all, (list) => withAlert(list, next)),
    onError: toastAlertFailure,
  })
}

export function useDeletePriceAlert() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      unwrap(await getBridge().deletePriceAlert(id))
      return id
    },
    onSuccess: (id) =>
      client.setQueryData<PriceAlert[]>(priceAlertKeys.all, (list) =>
        list?.filter((a) => a.id !== id),
      ),
    onError: toastAlertFailure,
  })
}

/** Decimals of a tick size: 0.01 → 2, 0.5 → 1, 1 → 0. */
const stepDecimals = (step: number): number => {
  const text = step.toString()
  const exp = /e-(\d+)$/.exec(text)
  if (exp) return Number(exp[1])
  return text.split('.')[1]?.length ?? 0
}

/** A price on the symbol's tick grid (the server takes only those), as a clean decimal. */
export function roundToTick(price: number, tickSize: number): number {
  if (!(tickSize > 0)) return price
  const on = Math.round(price / tickSize) * tickSize
  return Number(on.toFixed(stepDecimals(tickSize)))
}

/**
 * The alert a price picked on the book or the chart asks for: the price at or above that level
 * when it is above the market now, at or below it otherwise; once.
 */
export function alertAtPrice(symbol: string, price: number, last: number | undefined) {
  const condition: 'above' | 'below' = last !== undefined && price < last ? 'below' : 'above'
  return { symbol, condition, price, frequency: 'once' as const }
}
