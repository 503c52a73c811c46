/**
 * A User-Agent in words for the session list ("Chrome on Windows"). Order matters: Edge and
 * Opera also say Chrome, Chrome also says Safari, Android also says Linux, iOS also says Mac OS.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'], // HeadlessChrome too
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bnode\b|undici/i, 'Node.js'],
  [/\bcurl\//, 'curl'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (ua: string, table: readonly [RegExp, string][]): string | undefined =>
  table.find(([pattern]) => pattern.test(ua))?.[1]

export function describeDevice(userAgent: string | null): string {
  if (userAgent === null) return 'Unknown device'
  const browser = first(userAgent, BROWSERS)
  const system = first(userAgent, SYSTEMS)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}
