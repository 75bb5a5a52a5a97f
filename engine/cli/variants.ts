// Every variant's plug-in and order-file lines, loaded before a command reads or rules a phase
// (imported for its effect): the command line takes phases of any variant. Not engine/index.ts,
// which also loads the message library: the batch path prints no prose, and loads it only when
// asked for reasons.
import { prepareAllVariants } from '../formats/index.js';
import { installCatalogue } from '../variants/index.js';

installCatalogue();
await prepareAllVariants();
