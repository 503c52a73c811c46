/** How to install from each phone's browser menu, for when no install button is offered. */
export function InstallSteps() {
  return (
    <>
      <section className="panel mobile-panel" aria-labelledby="android-title">
        <h2 id="android-title">Android (Chrome)</h2>
        <ol className="mobile-steps">
          <li>Open the address above in Chrome and sign in.</li>
          <li>
            Tap <strong>Install app</strong> when Chrome offers it, or open the menu{' '}
            <span aria-hidden="true">(⋮)</span> and choose <strong>Install app</strong> (on some
            phones <strong>Add to Home screen</strong>).
          </li>
          <li>Confirm. TradeDesk opens from your home screen and app list, in its own window.</li>
        </ol>
      </section>
      <section className="panel mobile-panel" aria-labelledby="iphone-title">
        <h2 id="iphone-title">iPhone and iPad (Safari)</h2>
        <ol className="mobile-steps">
          <li>Open the address above in Safari and sign in.</li>
          <li>
            Tap <strong>Share</strong> (the square with an arrow), scroll down and choose{' '}
            <strong>Add to Home Screen</strong>.
          </li>
          <li>
            Tap <strong>Add</strong>. TradeDesk opens from its icon on your home screen.
          </li>
        </ol>
      </section>
    </>
  )
}
