#!/usr/bin/env node
// Entry for `npx hexfolio`: the CLI is TypeScript, so register tsx's ESM hooks first, then load it.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../lib/cli/main.ts");
await main();
