/** /mobile: installing the app on a phone, and what it does offline. <b>, <q>: emphasis. */
export const mobile = {
  title: 'Mobile App',
  summary:
    'TradeDesk installs from the browser, with no app store: it opens from your home screen in its own window and keeps working when the connection drops.',
  address: {
    title: 'Open it on your phone',
    scan: "Scan the code with your phone's camera, or type this address:",
    qrLabel: "QR code of the app's address",
    qrFailed: 'The QR code could not be drawn. Type the address instead.',
    reachable:
      'Your phone must be able to reach this address: on the same network, or over the internet.',
    loopback:
      "{{host}} only reaches this computer, so a phone cannot open it. Open TradeDesk here by the computer's network address or host name, served over https, and this code will show that address.",
    insecure:
      'This is a plain http address. Phones install the app, keep its data and work offline only on https addresses: open TradeDesk through an https address.',
  },
  install: {
    title: 'Install on this device',
    offered:
      'Your browser offers to install TradeDesk on this device. It then opens in its own window, from your home screen or app list.',
    notOffered:
      'Your browser has not offered to install TradeDesk here. It may be installed already, or it installs from its own menu: see the steps below.',
    installed: 'TradeDesk is installed. Open it from your home screen or app list.',
    running: 'You are using the installed app.',
  },
  android: {
    title: 'Android (Chrome)',
    open: 'Open the address above in Chrome and sign in.',
    install:
      'Tap <b>Install app</b> when Chrome offers it, or open the menu (⋮) and choose <b>Install app</b> (on some phones <b>Add to Home screen</b>).',
    confirm: 'Confirm. TradeDesk opens from your home screen and app list, in its own window.',
  },
  iphone: {
    title: 'iPhone and iPad (Safari)',
    open: 'Open the address above in Safari and sign in.',
    share:
      'Tap <b>Share</b> (the square with an arrow), scroll down and choose <b>Add to Home Screen</b>.',
    add: 'Tap <b>Add</b>. TradeDesk opens from its icon on your home screen.',
  },
  offline: {
    title: 'When the connection drops',
    opens:
      'TradeDesk still opens, says you are offline and shows what it last saw online: your portfolios and holdings, orders, positions and trades, and the charts you had opened. Prices are not live again until the connection is back.',
    queued:
      'An order you place offline is kept on this device, shown as <q>Queued — sends when online</q>, and sent once when the connection returns (on an iPhone, when TradeDesk is open again). You can cancel it until then.',
    refused:
      'The server refuses a queued order that waited too long or whose price moved beyond your slippage tolerance, and tells you why.',
    onlyOrders:
      'Only new orders wait for the connection: signing in and every other change need it.',
  },
}
