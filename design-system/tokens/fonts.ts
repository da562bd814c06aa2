/**
 * The fonts' stylesheet for Storybook's preview. The site links `fonts.css` from index.html instead: a stylesheet that
 * a script imports is added again by every chunk that depends on that script, and each copy of the @font-face rules
 * made the browser lay out every page's text again.
 */
import './fonts.css';
