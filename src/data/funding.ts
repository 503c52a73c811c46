import { useQuery } from '@tanstack/react-query'
import { getBridge } from '../bridge/connection.ts'
import { nextFundingRefetch } from '../trading/perps/funding-math.ts'
import { unwrap } from './query-client.ts'

export const fundingKeys = { of: (symbol: string) => ['funding', symbol] as const }

/** A perpetual's mark and index prices, funding rate and next funding time. */
export const useFunding = (symbol: string) =>
  useQuery({
    queryKey: fundingKeys.of(symbol),
    queryFn: async () => unwrap(await getBridge().getFunding(symbol)),
    refetchInterval: (query) => nextFundingRefetch(query.state.data, Date.now()),
  })
