// Every test file runs with the engine's registry filled, as the library's entry (engine/index.ts)
// fills it: every variant's plug-in and order-file lines loaded. A test of a lower layer may then
// rule a variant's phase through the pipeline directly (engine/adjudicate/phase.ts) without
// importing the entry.
import { prepareAllVariants } from '../formats/index.js';
import { installCatalogue } from '../variants/index.js';

installCatalogue();
await prepareAllVariants();
