// The page's explanation texts asked for before the rest of the desk's script runs (DeskScript.astro
// imports this module first): the first ruling waits for them, and the script's evaluation took
// 30-50 ms before Desk.start asked (issue 27). Desk.start awaits the same load and says when it fails.
import { loadCatalogue } from './catalogues';

const lang = document.querySelector<HTMLElement>('[data-desk]')?.dataset.lang;
if (lang) loadCatalogue(lang === 'fr' ? 'fr' : 'en').catch(() => undefined);
