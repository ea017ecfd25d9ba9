/** Setting a match up from what it stores: content parsed by the mod, options over the game's defaults. */
import { parseOptions } from "./parse";
import type { GameModule } from "./types";

/** The game's options with the caller's (validated by the mod's schema) over its defaults. */
export function optionsOf(mod: GameModule, options: unknown): unknown {
  return { ...(mod.game.defaultOptions as object), ...parseOptions(mod.options, options) };
}

/** The first state of a match; throws ContentError for content or options the game cannot take. */
export function setUp(mod: GameModule, content: unknown, options: unknown, seed: string | number): unknown {
  return mod.game.setup(mod.parse(content), optionsOf(mod, options), seed);
}
