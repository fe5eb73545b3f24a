#!/usr/bin/env node
// The `portal` command. TypeScript sources run through tsx, so the CLI needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
