// The app's own style sheets, so layout, paint and the price flash cost what they cost in the app.
import '../../../src/styles/base.css'
import '../../../src/styles/layout.css'
import '../../../src/styles/components.css'
import '../../../src/styles/feedback.css'
import '../../../src/styles/pages.css'
