import '../protocol/zod-jitless.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { startBridge } from './bridge/start.ts'
import { startDataSync } from './data/changes.ts'
import { registerServiceWorker } from './app/sw-register.ts'
import './styles/base.css'
import './styles/layout.css'
import './styles/components.css'
import './styles/feedback.css'
import './styles/pages.css'

startBridge()
startDataSync()
registerServiceWorker()

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
