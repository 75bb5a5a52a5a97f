// The explanation catalogues (engine/language/messages/{en,fr}.ts) in the desk's
// bundle: engine/language/render.ts imports them from here (site/desk/browser-stubs.mjs),
// and the desk loads the page's language before its first ruling, so a page carries one
// language's texts, not both. render.ts reads these bindings when it first renders a text; a
// language not loaded is empty, and a text asked of it fails with "no message" rather than
// coming out in the other language.
// Live bindings, filled once by loadCatalogue.
export let EN_MESSAGES = '';
export let FR_MESSAGES = '';

export async function loadCatalogue(lang: 'en' | 'fr'): Promise<void> {
  if (lang === 'en') EN_MESSAGES ||= (await import('../../engine/language/messages/en')).EN_MESSAGES;
  else FR_MESSAGES ||= (await import('../../engine/language/messages/fr')).FR_MESSAGES;
}
