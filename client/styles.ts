// The site's stylesheet: UnoCSS utilities plus the few hand-written rules.
import 'virtual:uno.css'
import '../src/styles/fonts.css'
import '../src/styles/site.css'
