#!/usr/bin/env node
// The `casebook` command. The engine is TypeScript; tsx compiles it on the fly so a fresh
// clone needs no build step before `npx casebook`.
import { register } from 'tsx/esm/api';

register();
await import('../engine/cli/main.ts');
