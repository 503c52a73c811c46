/** A promise a test opens by hand: a fake server's answer held back until the test says so. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open: () => open() }
}
