/**
 * One queue per key: work for a key runs after the work before it has settled, whatever its
 * outcome, and the failure goes to the caller of that work alone.
 */
export class SerialLocks {
  private readonly tails = new Map<string, Promise<unknown>>()

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve()
    const result = before.then(work)
    const tail = result.catch(() => undefined)
    this.tails.set(key, tail)
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
    return result
  }

  /** Resolves once everything queued so far has settled. */
  async idle(): Promise<void> {
    await Promise.all([...this.tails.values()])
  }
}
