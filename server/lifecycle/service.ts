/** Something that runs beside the routes: a loop, a timer, a resource to release. */
export interface Service {
  /** Named in the error when it fails to stop. */
  name: string
  start?: () => void | Promise<void>
  stop?: () => void | Promise<void>
}

/**
 * Starts the services in order and answers the function that stops them in reverse order, so
 * each stops while everything it depends on still runs. When one fails to start, those already
 * started are stopped before the error is thrown. Stopping carries on past a failure and throws
 * the first one at the end, so one stuck service does not keep the database open.
 */
export async function startServices(services: readonly Service[]): Promise<() => Promise<void>> {
  const started: Service[] = []
  const stopAll = async (): Promise<void> => {
    const failures: unknown[] = []
    for (const s of started.splice(0).reverse()) {
      try {
        await s.stop?.()
      } catch (err) {
        failures.push(new Error(`stopping ${s.name} failed`, { cause: err }))
      }
    }
    if (failures.length > 0) throw failures[0]
  }
  for (const s of services) {
    try {
      await s.start?.()
    } catch (err) {
      await stopAll().catch(() => undefined)
      throw err
    }
    started.push(s)
  }
  return stopAll
}
