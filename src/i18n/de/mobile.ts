import type { mobile as en } from '../en/mobile.ts'

export const mobile: typeof en = {
  title: 'Mobile App',
  summary:
    'TradeDesk wird aus dem Browser installiert, ganz ohne App Store: Es öffnet sich über Ihren Startbildschirm in einem eigenen Fenster und funktioniert weiter, wenn die Verbindung abbricht.',
  address: {
    title: 'Auf dem Smartphone öffnen',
    scan: 'Scannen Sie den Code mit der Kamera Ihres Smartphones oder geben Sie diese Adresse ein:',
    qrLabel: 'QR-Code der App-Adresse',
    qrFailed: 'Der QR-Code konnte nicht gezeichnet werden. Geben Sie die Adresse stattdessen ein.',
    reachable:
      'Ihr Smartphone muss diese Adresse erreichen können: im selben Netzwerk oder über das Internet.',
    loopback:
      '{{host}} erreicht nur diesen Computer, daher kann ein Smartphone die Adresse nicht öffnen. Öffnen Sie TradeDesk hier über die Netzwerkadresse oder den Hostnamen des Computers, per https ausgeliefert, dann zeigt dieser Code diese Adresse.',
    insecure:
      'Dies ist eine einfache http-Adresse. Smartphones installieren die App, behalten ihre Daten und funktionieren offline nur unter https-Adressen: Öffnen Sie TradeDesk über eine https-Adresse.',
  },
  install: {
    title: 'Auf diesem Gerät installieren',
    offered:
      'Ihr Browser bietet an, TradeDesk auf diesem Gerät zu installieren. Es öffnet sich dann in einem eigenen Fenster, über Ihren Startbildschirm oder die App-Liste.',
    notOffered:
      'Ihr Browser hat die Installation von TradeDesk hier nicht angeboten. Vielleicht ist es bereits installiert, oder es wird über das Browsermenü installiert: siehe die Schritte unten.',
    installed:
      'TradeDesk ist installiert. Öffnen Sie es über Ihren Startbildschirm oder die App-Liste.',
    running: 'Sie verwenden die installierte App.',
  },
  android: {
    title: 'Android (Chrome)',
    open: 'Öffnen Sie die obige Adresse in Chrome und melden Sie sich an.',
    install:
      'Tippen Sie auf <b>App installieren</b>, wenn Chrome es anbietet, oder öffnen Sie das Menü (⋮) und wählen Sie <b>App installieren</b> (auf manchen Smartphones <b>Zum Startbildschirm hinzufügen</b>).',
    confirm:
      'Bestätigen Sie. TradeDesk öffnet sich über Ihren Startbildschirm und die App-Liste in einem eigenen Fenster.',
  },
  iphone: {
    title: 'iPhone und iPad (Safari)',
    open: 'Öffnen Sie die obige Adresse in Safari und melden Sie sich an.',
    share:
      'Tippen Sie auf <b>Teilen</b> (das Quadrat mit dem Pfeil), scrollen Sie nach unten und wählen Sie <b>Zum Home-Bildschirm</b>.',
    add: 'Tippen Sie auf <b>Hinzufügen</b>. TradeDesk öffnet sich über sein Symbol auf Ihrem Home-Bildschirm.',
  },
  offline: {
    title: 'Wenn die Verbindung abbricht',
    opens:
      'TradeDesk öffnet sich trotzdem, zeigt an, dass Sie offline sind, und zeigt, was es zuletzt online gesehen hat: Ihre Portfolios und Bestände, Orders, Positionen und Trades sowie die Charts, die Sie geöffnet hatten. Kurse sind erst wieder live, wenn die Verbindung zurück ist.',
    queued:
      'Eine Order, die Sie offline aufgeben, wird auf diesem Gerät gespeichert, als <q>In Warteschlange – wird gesendet, sobald online</q> angezeigt und einmal gesendet, sobald die Verbindung zurückkehrt (auf einem iPhone, wenn TradeDesk wieder geöffnet ist). Bis dahin können Sie sie stornieren.',
    refused:
      'Der Server lehnt eine wartende Order ab, die zu lange gewartet hat oder deren Kurs sich über Ihre Slippage-Toleranz hinaus bewegt hat, und nennt Ihnen den Grund.',
    onlyOrders:
      'Nur neue Orders warten auf die Verbindung: Die Anmeldung und jede andere Änderung brauchen sie.',
  },
}
