import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'test/unit/**/*.test.ts',
            'test/engine/**/*.test.ts',
            'test/protocol/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/outbox/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time: each starts its own server on its own port and database.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own server and browser, and one file alone keeps
          // only about half a core busy (it mostly waits on the page and the server).
          maxWorkers: 2,
        },
      },
    ],
  },
})
