import { exitOnError, runFromEnv } from './run.ts'

// The API half of `npm run dev`: Vite serves the app and proxies /api and /ws here.
runFromEnv(undefined).catch(exitOnError)
