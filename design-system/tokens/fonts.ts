/** Self-hosted fonts from npm (no CDN): Archivo for display, Inter for body text. */
import '@fontsource-variable/archivo/wght.css';
import '@fontsource-variable/inter/wght.css';
