/**
 * Progress sent at most once per whole percent: a port message per batch of paths would be
 * hundreds of messages for a bar that moves a pixel.
 */
export function percentReporter(report: (percent: number) => unknown) {
  let last = -1
  return (done: number, total: number): void => {
    const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100
    if (percent !== last) {
      last = percent
      void report(percent)
    }
  }
}
