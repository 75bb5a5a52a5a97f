// Vite's `?raw` imports (a file's text as a string), used by validate.ts. Astro's types declare
// them for the site build; this lets the project-wide `tsc`, which does not load those, agree.
declare module '*?raw' {
  const text: string;
  export default text;
}
