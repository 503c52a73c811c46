/**
 * Before anything renders: the language (i18n/index.ts initialises it) and the theme this
 * browser used last, so the login page and the first frame do not flash the defaults while the
 * trader's settings load; useApplySettings then keeps both in step with the settings.
 */
import '../i18n/index.ts'
import { applyTheme, rememberedTheme } from './theme.ts'

applyTheme(rememberedTheme())
