// The datc preset's reliability properties (engine/testing/preset-properties.ts), a file of its
// own so that the presets run side by side.
import { presetProperties } from '../testing/preset-properties.js';

presetProperties('datc');
