// Public API of the language layer: facts rendered in English and French (Fluent).
export * from './render.js';
