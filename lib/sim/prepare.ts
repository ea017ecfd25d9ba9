/**
 * A simulation spec made ready to play where its games run: the game mod loaded by id, the
 * stored content parsed into the engine's input and the options merged over the game's defaults,
 * once per spec (a worker keeps its spec for every chunk; parsing two books per chunk would cost
 * more than playing it).
 */
import type { AnyGame } from "../engine/core/game";
import type { SimSpec } from "../engine/core/chunk";
import { loadModule } from "../games/registry";
import { parseOptions } from "../games/parse";

export interface PreparedSpec {
  game: AnyGame;
  /** The spec with `content` as the engine's input and `options` complete. */
  spec: SimSpec;
}

const prepared = new WeakMap<SimSpec, Promise<PreparedSpec>>();

export function prepare(spec: SimSpec): Promise<PreparedSpec> {
  let p = prepared.get(spec);
  if (!p) {
    p = loadModule(spec.gameId).then((mod) => ({
      game: mod.game,
      spec: {
        ...spec,
        content: mod.parse(spec.content ?? null),
        options: { ...(mod.game.defaultOptions as object), ...parseOptions(mod.options, spec.options) },
      },
    }));
    prepared.set(spec, p);
  }
  return p;
}
