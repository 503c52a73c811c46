import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'

// In `npm run dev` the API server listens on API_PORT and Vite proxies /api and /ws to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers/sw',
      filename: 'sw.ts',
      // The app registers /sw.js itself (src/app/sw-register.ts) to drive the update prompt.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // Every page chunk and the engine worker are precached so a reload works offline.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'TradeDesk',
        short_name: 'TradeDesk',
        description: 'Offline-first trading for crypto and multi-asset traders',
        theme_color: '#6366f1',
        background_color: '#0b0d17',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          {
            name: 'Quick Trade',
            short_name: 'Trade',
            description: 'Open the trading dashboard',
            url: '/trading',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Zod and the switch that turns its eval probe off share one chunk, so the switch runs
          // before any schema of any other chunk is built (the CSP forbids eval).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|protocol[\\/]zod-jitless/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
})
