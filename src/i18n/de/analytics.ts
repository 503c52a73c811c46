import type { analytics as en } from '../en/analytics.ts'

/** /portfolio-analytics (Deutsch). Die Formeln folgen protocol/stats. */
export const analytics: typeof en = {
  loading: 'Die Analyse wird geladen…',
  noPortfolio: 'Sie haben noch kein Portfolio. Legen Sie eines auf der Seite Portfolio an.',
  notEnough:
    'Noch nicht genug Verlauf: Die Kennzahlen brauchen mindestens zwei Tagesrenditen in diesem Zeitraum. Wählen Sie einen längeren Zeitraum oder schauen Sie morgen wieder vorbei.',
  offline: 'Sie sind offline. Diese Kennzahlen stammen von {{time}} und sind womöglich veraltet.',
  offlineEmpty:
    'Sie sind offline. Stellen Sie eine Verbindung her, um die Analyse dieses Zeitraums zu sehen.',
  stale: 'Diese Kennzahlen konnten nicht aktualisiert werden; sie stammen von {{time}}.',
  updating: 'Wird aktualisiert…',
  retry: 'Erneut versuchen',
  portfolio: 'Aktives Portfolio: {{name}}',
  span: '{{from}} bis {{to}}: {{periods}} Tagesrenditen; Tage ohne erfassten Wert: {{missing}}',
  controls: {
    label: 'Einstellungen der Analyse',
    range: 'Zeitraum',
    chips: { '1M': '1M', '3M': '3M', '6M': '6M', YTD: 'Lfd. Jahr', '1Y': '1J', ALL: 'Alles' },
    custom: 'Eigener Zeitraum',
    from: 'Von',
    to: 'Bis',
    apply: 'Anwenden',
    missing: 'Geben Sie beide Tage ein.',
    order: 'Der erste Tag darf nicht nach dem letzten liegen.',
    benchmark: 'Vergleichswert (Benchmark)',
    riskFree: 'Risikoloser Zins (% pro Jahr)',
    riskFreeInvalid: 'Geben Sie einen Zins von 0 bis 20 % ein.',
    basis: 'Perioden pro Jahr',
    basisAuto: 'Automatisch (nach Anlageklasse)',
    basis252: '252 (Handelstage)',
    basis365: '365 (Kalendertage)',
    saving: 'Wird gespeichert…',
    saved: 'Gespeichert',
    failed: 'Nicht gespeichert: {{message}}',
    readOnly: 'Offline: Ihre Auswahl kann gerade nicht gespeichert werden.',
  },
  reason: {
    crypto: '{{n}} Perioden pro Jahr: Das Portfolio enthält Krypto',
    other: '{{n}} Perioden pro Jahr: Das Portfolio enthält keine Krypto',
    chosen: '{{n}} Perioden pro Jahr: Ihre Wahl',
  },
  riskFreePerPeriod: 'Risikoloser Zins {{annual}} pro Jahr, {{perPeriod}} pro Periode',
  about: 'Erläuterung: {{name}}',
  figures: {
    title: 'Kennzahlen',
    returnsTitle: 'Renditen',
    ratiosTitle: 'Risiko und Kennzahlen',
    extremesTitle: 'Beste und schlechteste Zeiträume',
    twr: 'Zeitgewichtete Rendite',
    twrTip:
      'Verkettete Tagesrenditen, damit Ein- und Auszahlungen nicht als Wertentwicklung zählen: TWR = ∏(1 + r_t) − 1. Jeder Tag ist eine modifizierte Dietz-Rendite r = (E₁ − E₀ − F) / (E₀ + Σ w_k·F_k), F der Nettozufluss des Tages, w_k der Anteil des Tages nach Zufluss k.',
    mwr: 'Geldgewichtete Rendite (XIRR, pro Jahr)',
    mwrTip:
      'Der Jahreszins x, bei dem alle Zahlungen zusammen null wert sind: Σ Betrag_k / (1 + x)^(Tage_k / 365) = 0, eingezahltes Geld negativ, der Endwert positiv (act/365).',
    why: 'Warum sie sich unterscheiden: Die zeitgewichtete Rendite lässt außer Acht, wann Geld hinzukam oder abfloss; die geldgewichtete Rendite gewichtet jede Periode mit dem dann investierten Geld und ist pro Jahr angegeben.',
    annualisedReturn: 'Annualisierte Rendite',
    annualisedReturnTip:
      '(1 + TWR)^(N / n) − 1, mit n den Tagen im Zeitraum (auch fehlende: Die Zeit ist vergangen) und N den Perioden pro Jahr.',
    annualisedVolatility: 'Annualisierte Volatilität',
    annualisedVolatilityTip:
      'sd(r) × √N: Stichproben-Standardabweichung der Tagesrenditen (mit n − 1), N die Perioden pro Jahr.',
    sharpe: 'Sharpe-Ratio',
    sharpeTip:
      'Sharpe = Mittelwert(r − r_f) / sd(r − r_f) × √N, sd mit n − 1, r_f pro Periode = (1 + R_f)^(1/N) − 1, R_f der risikolose Jahreszins.',
    sortino: 'Sortino-Ratio',
    sortinoTip:
      'Sortino = Mittelwert(r − r_f) / √(Mittelwert(min(r − r_f, 0)²)) × √N: Nur Renditen unter dem risikolosen Zins zählen als Risiko, gemittelt über alle Tage.',
    calmar: 'Calmar-Ratio',
    calmarTip: 'Calmar = annualisierte Rendite / |maximaler Drawdown|.',
    omega: 'Omega-Ratio',
    omegaTip:
      'Omega = Σ max(r − r_f, 0) / Σ max(r_f − r, 0): Gewinne über dem risikolosen Zins pro Periode im Verhältnis zu den Fehlbeträgen darunter.',
    maxDrawdown: 'Maximaler Drawdown',
    maxDrawdownTip:
      'Der tiefste Rückgang von einem laufenden Höchststand: min(W_t / max(W_0 … W_t) − 1), mit Vermögen W_0 = 1 und W_t = W_(t−1) × (1 + r_t).',
    drawdownDates: 'Hoch {{peak}}, Tief {{trough}}, wieder erreicht {{recovery}} ({{days}} Tage)',
    notRecovered: 'Hoch {{peak}}, Tief {{trough}}, noch nicht erholt (bisher {{days}} Tage)',
    bestDay: 'Bester Tag',
    worstDay: 'Schlechtester Tag',
    dayTip: 'Die höchste und die niedrigste Tagesrendite r_t im Zeitraum, mit ihrem Tag (UTC).',
    bestMonth: 'Bester Monat',
    worstMonth: 'Schlechtester Monat',
    monthTip:
      'Tagesrenditen je Kalendermonat (UTC) verkettet: ∏(1 + r_t) − 1 über die Tage des Monats.',
    beta: 'Beta gegenüber {{symbol}}',
    betaTip:
      'β = cov(r, b) / var(b) über die Tage, an denen beide eine Rendite haben, beide mit n − 1; b ist die Tagesrendite des Vergleichswerts.',
    correlation: 'Korrelation mit {{symbol}}',
    correlationTip:
      'Pearson: ρ = cov(r, b) / (sd(r) × sd(b)) über die Tage, an denen beide eine Rendite haben.',
  },
  charts: {
    cumulative: 'Kumulierte Rendite',
    cumulativeSummary:
      'Kumulierte Rendite von {{from}} bis {{to}}: Portfolio {{portfolio}}, {{symbol}} {{benchmark}}.',
    portfolio: 'Portfolio',
    underwater: 'Drawdown (unter Wasser)',
    underwaterSummary: 'Rückgang vom laufenden Höchststand; am tiefsten {{depth}}.',
    drawdown: 'Rückgang',
    rollingSharpe: 'Gleitende Sharpe-Ratio ({{n}} Tage)',
    rollingSharpeSummary:
      'Sharpe-Ratio über die jeweils letzten {{n}} Tage, Tag für Tag; zuletzt {{last}}.',
    rollingVolatility: 'Gleitende Volatilität ({{n}} Tage, pro Jahr)',
    rollingVolatilitySummary:
      'Annualisierte Volatilität über die jeweils letzten {{n}} Tage, Tag für Tag; zuletzt {{last}}.',
  },
  heatmap: {
    title: 'Monatsrenditen (%)',
    caption: 'Monatsrenditen in Prozent, eine Zeile pro Jahr, mit der Jahresrendite',
    region: 'Tabelle der Monatsrenditen',
    year: 'Jahr',
    total: 'Gesamt',
    empty: 'In diesem Zeitraum hat noch kein Monat eine Rendite.',
  },
}
