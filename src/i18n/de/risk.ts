import type { risk as en } from '../en/risk.ts'

/** /risk, /risk-attribution und /quantum (Deutsch). */
export const risk: typeof en = {
  loading: 'Das Risiko Ihres Portfolios wird berechnet…',
  noPortfolio: 'Sie haben noch kein Portfolio: Legen Sie eines auf der Seite Portfolio an.',
  empty: 'Nichts im Risiko',
  emptyHint:
    'Das aktive Portfolio hält keine Positionen. Kaufen Sie einen Wert oder eröffnen Sie einen Perpetual, um sein Risiko zu sehen.',
  offline:
    'Offline: Diese Zahlen stammen von {{time}} und werden aktualisiert, sobald Sie wieder online sind.',
  offlineNoData:
    'Sie sind offline. Stellen Sie eine Verbindung her, um das Risiko Ihres Portfolios zu sehen.',
  updating: 'Wird aktualisiert…',
  asOf: '{{portfolio}} · Stand {{time}} · Eigenkapital {{equity}}',
  controls: {
    label: 'Risikoeinstellungen',
    lookback: 'Betrachtungszeitraum',
    lookbackDays: '{{days}} Tage',
    paths: 'Monte-Carlo-Pfade',
  },
  methods: {
    historical: 'Historische Simulation',
    parametric: 'Parametrisch',
    monte_carlo: 'Monte-Carlo',
  },
  var: {
    title: 'Value at Risk und Expected Shortfall',
    caption:
      'Verlust, der bei jedem Konfidenzniveau nicht überschritten wird, und der mittlere Verlust darüber hinaus, in USD',
    method: 'Methode',
    horizon: 'Horizont',
    day_one: '{{count}} Tag',
    day_other: '{{count}} Tage',
    varAt: 'VaR zu {{level}}',
    esName: 'Expected Shortfall',
    esAt: 'ES zu {{level}}',
    monteCarloNote: '{{paths}} Pfade, Startwert {{seed}}',
    about: 'Über {{name}}',
    definitions: 'Definitionen',
    tips: {
      historical:
        'Die heutigen Positionen, bewertet an jedem Tag des Betrachtungszeitraums: P&L_t = Σ Engagement_i × r_i,t. Der VaR ist der Verlust am (1 − Niveau)-Quantil dieser täglichen P&L-Werte (lineare Interpolation); 10-Tage-VaR = √10 × 1-Tages-VaR.',
      parametric:
        'Varianz-Kovarianz mit Mittelwert: μ_p = e·μ, σ_p = √(eᵀ Σ e) aus den Tagesrenditen des Betrachtungszeitraums; VaR = z·σ_p − μ_p, mit z als Normalverteilungsquantil des Niveaus; über h Tage μ_p·h und σ_p·√h.',
      monte_carlo:
        'Korrelierte lognormale Pfade: tägliche Log-Renditen aus N(μ·h, Σ·h) über eine Cholesky-Zerlegung, P&L = Σ e_i × (exp(x_i) − 1); der VaR ist das (1 − Niveau)-Quantil des simulierten P&L. Pfadanzahl und Startwert werden angegeben, damit sich die Zahl nachrechnen lässt.',
      es: 'Expected Shortfall (CVaR): der mittlere Verlust an den Tagen (oder auf den Pfaden), deren Verlust mindestens den VaR erreicht.',
    },
  },
  exposure: {
    title: 'Engagement und Hebel',
    long: 'Long',
    short: 'Short',
    gross: 'Brutto',
    net: 'Netto',
    grossLeverage: 'Bruttohebel',
    netLeverage: 'Nettohebel',
    marginUsed: 'Genutzte Margin',
    marginUsage: 'Margin-Auslastung',
    leverageTip:
      'Bruttohebel = (Long + |Short|) ÷ Eigenkapital; Nettohebel = (Long − |Short|) ÷ Eigenkapital.',
    marginTip: 'Von offenen Perpetuals gebundene Margin ÷ Eigenkapital.',
    byClass: 'Engagement nach Anlageklasse',
    assetClass: 'Anlageklasse',
    classes: { crypto: 'Krypto', fx: 'Devisen', equity: 'Aktien', commodity: 'Rohstoffe' },
  },
  positions: {
    title: 'Positionen',
    caption: 'Positionen im Risiko mit ihrem Abstand zur Liquidation',
    position: 'Instrument',
    market: { spot: 'Spot', perp: 'Perpetual', option: 'Optionskontrakt' },
    manual: 'anderswo verwahrt',
    side: { long: 'Long', short: 'Short' },
    exposure: 'Engagement',
    value: 'Wert',
    liquidationPrice: 'Liquidationspreis',
    distance: 'Bis zur Liquidation',
    distanceTip:
      '|Preis − Liquidationspreis| ÷ Preis: wie weit sich der Preis gegen einen Perpetual bewegen darf, bevor er liquidiert wird.',
    notApplicable: 'entfällt',
  },
  stress: {
    title: 'Stressszenarien',
    caption: 'P&L jeder Position, wenn das Szenario heute einträte, in USD',
    tip: 'Jeder Preisschock wird sofort auf die heutigen Positionen angewandt. Ein Perpetual, dessen geschockter Preis den Liquidationspreis überschreitet, verliert nur seine Margin und wird als liquidiert angezeigt. Das Volatilitätsszenario nimmt den Beitrag jeder Position zum parametrischen 1-Tages-VaR zu 99 % bei verdoppelten Volatilitäten.',
    scenario: 'Szenario',
    position: 'Instrument',
    total: 'Gesamt',
    ofEquity: '{{percent}} des Eigenkapitals',
    liquidated: 'liquidiert',
    shock: '{{assetClass}} {{shock}}',
    volatility: 'Volatilität ×{{factor}}',
    noShock: 'kein Schock',
  },
  attribution: {
    barsTitle: 'Komponenten-VaR nach Position',
    barsLabel:
      'Balkendiagramm des Komponenten-VaR jeder Position; dieselben Zahlen stehen in der Tabelle darunter.',
    title: 'Risikoattribution',
    intro:
      'Parametrischer VaR zu {{level}} über {{days}} Tag, nach Positionen aufgeteilt (Euler-Zerlegung): Die Komponenten ergeben zusammen den Gesamtwert.',
    caption: 'Komponenten-VaR, marginaler VaR und Risikoanteil je Position',
    position: 'Instrument',
    exposure: 'Engagement',
    marginal: 'Marginaler VaR',
    component: 'Komponenten-VaR',
    share: 'Risikoanteil',
    sum: 'Summe der Komponenten',
    total: 'Gesamt-VaR',
    marginalTip:
      'Marginaler VaR_i = z·(Σe)_i ÷ σ_p − μ_i: der zusätzliche VaR je weiterem Dollar Engagement in Position i.',
    componentTip:
      'Komponenten-VaR_i = e_i × marginaler VaR_i; die Komponenten ergeben genau den gesamten parametrischen VaR. Eine negative Komponente wirkt als Absicherung.',
    shareTip: 'Risikoanteil = Komponenten-VaR ÷ Gesamt-VaR.',
    correlationTitle: 'Korrelation der Bestände',
    correlationCaption:
      'Pearson-Korrelation der Tagesrenditen im Betrachtungszeitraum; 1 heißt gleichläufig, −1 gegenläufig',
    correlationTip:
      'Pearson-Korrelation der einfachen Tagesrenditen im Betrachtungszeitraum: cov(r_i, r_j) ÷ (σ_i σ_j).',
  },
  quantum: {
    honestTitle: 'Was diese Seite ist',
    honest:
      'Hier wird kein Quantencomputer verwendet. „Quanteninspiriert“ bezieht sich auf die Stichprobenziehung: Sobol-Punkte, eine Folge geringer Diskrepanz, die den Raum der möglichen Ergebnisse gleichmäßig statt zufällig abdeckt. Die Quanten-Amplitudenschätzung wird üblicherweise mit dieser Art von Quasi-Monte-Carlo verglichen, weil beide einen Fehler versprechen, der schneller sinkt als das 1/√N des einfachen Monte-Carlo. Beide Verfahren laufen auf Ihrem eigenen Gerät in einem Hintergrund-Worker.',
    studyTitle: 'Konvergenz der VaR-Schätzung',
    setup:
      'Beide schätzen den 1-Tages-VaR zu {{level}} der heutigen Positionen im korrelierten lognormalen Modell, mit Mittelwerten und Kovarianz der Renditen der letzten {{days}} Tage. Der Fehler ist |VaR − Referenz| ÷ Referenz, gemittelt über {{repeats}} Läufe, gegenüber {{reference}} Sobol-Pfaden.',
    noHistory: 'Es gibt noch nicht genug Kurshistorie, um das Modell zu schätzen.',
    run: 'Konvergenz berechnen',
    rerun: 'Erneut berechnen',
    cancel: 'Abbrechen',
    cancelled: 'Abgebrochen. Sie können die Berechnung jederzeit neu starten.',
    failed: 'Die Berechnung wurde mit einem Fehler beendet: {{message}}',
    progress: 'Pfade werden simuliert',
    progressText: '{{percent}} erledigt',
    referenceLine: 'Referenz-VaR ({{paths}} Sobol-Pfade): {{value}}',
    chartTitle: 'Fehler gegenüber der Referenz (doppelt logarithmisch)',
    chartLabel:
      'Doppelt logarithmisches Diagramm des relativen Fehlers über der Pfadanzahl, für einfaches Monte-Carlo und Quasi-Monte-Carlo; die Zahlen stehen in der Tabelle darunter.',
    axisPaths: 'Pfade',
    axisError: 'Relativer Fehler',
    caption: 'VaR und sein Fehler gegenüber der Referenz, nach Pfadanzahl',
    paths: 'Pfade',
    pseudo: 'Monte-Carlo (pseudozufällig)',
    sobol: 'Quasi-Monte-Carlo (Sobol, quanteninspiriert)',
    varOf: 'VaR ({{method}})',
    errorOf: 'Fehler ({{method}})',
    pseudoShort: 'Monte-Carlo',
    sobolShort: 'Quasi-Monte-Carlo',
    pseudoTip:
      'Pfade aus einem Pseudozufallsgenerator mit festem Startwert, in Normalverteilungswerte umgerechnet; der Fehler sinkt wie 1/√N.',
    sobolTip:
      'Pfade aus Sobol-Punkten (Richtungszahlen nach Joe und Kuo), je Lauf digital verschoben; bei glatten Problemen sinkt der Fehler nahezu wie 1/N.',
  },
}
