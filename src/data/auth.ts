import { useQuery } from '@tanstack/react-query'
import type { DemoHint } from '../../protocol/index.ts'
import { getBridge } from '../bridge/connection.ts'

const NO_HINT: DemoHint = { enabled: false }

/** The login page's demo hint; none while loading, or when the server has no demo mode. */
export function useDemoHint(): DemoHint {
  const hint = useQuery({
    queryKey: ['demo-hint'],
    queryFn: (): Promise<DemoHint> => getBridge().demoHint(),
  })
  return hint.data ?? NO_HINT
}
