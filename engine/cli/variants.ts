// Every variant's plug-in, loaded before a command rules a phase (imported for its effect): the
// command line rules phases of any variant. Not engine/index.ts, which also loads the message
// library: the batch path prints no prose, and loads it only when asked for reasons.
import { loadAllVariants } from '../adjudicate/index.js';
import { installCatalogue } from '../variants/index.js';

installCatalogue();
await loadAllVariants();
