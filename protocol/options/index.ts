export * from './black.ts'
export * from './implied-vol.ts'
export * from './names.ts'
export { erfc, erfcx, normCdf } from './erf.ts'
