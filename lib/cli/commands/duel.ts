/**
 * `hexfolio duel <bookA.json> <bookB.json>`: a Lost Worlds duel from page 57, either scripted
 * (`--script "50:56,24:2"`, A's page : B's page per exchange) or played out by bots. Prints one
 * object per exchange. A maneuver the rules forbid stops the run with exit 2 and a message naming
 * the restriction and the page it came from.
 */
import { createBot, parseBotSpec } from "../../engine/core/bots";
import { BookError, lostWorlds, MissingPageError, RangeMismatchError, whyIllegal } from "../../engine/lostworlds/index";
import type { LostWorldsOptions, LostWorldsState, SideState, Strike } from "../../engine/lostworlds/index";
import { EXIT_OK, EXIT_USAGE, InputError, UsageError, type Command } from "../command";
import { parseJsonText } from "../json-input";
import { readBook } from "./lostworlds-books";

/** "50:56, 24:2" → [[50, 56], [24, 2]]. */
export function parseScript(text: string): [number, number][] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const m = /^(\d+)\s*:\s*(\d+)$/.exec(pair);
      if (!m) throw new UsageError(`--script: expected "A-page:B-page" pairs separated by commas, got "${pair}"`);
      return [Number(m[1]), Number(m[2])];
    });
}

function sideOut(state: LostWorldsState, seat: number, strike: Strike, side: SideState) {
  const t = state.t;
  const theirs = t.books[1 - seat],
    mine = t.books[seat];
  const pic = theirs.source.pictures[String(strike.picture)];
  const restrictions = [];
  for (let k = 0; k < side.active.length; k += 4) {
    const r = mine.restrictions[side.active[k]];
    restrictions.push({ text: r.text, page: r.page, ...(side.active[k + 2] > 0 ? { suspended: true } : {}) });
  }
  return {
    page: strike.page,
    maneuver: mine.labels[mine.indexOf[strike.page]],
    picture: strike.picture,
    title: pic?.title ?? "",
    score: pic?.score ?? null,
    total: strike.total,
    dealt: strike.dealt,
    critical: strike.critical ? (pic?.critical?.text ?? true) : false,
    body: strike.body,
    /** The "Tell opponent" of the picture, read to the other side. */
    told: pic?.tell.text ?? "",
    /** Restrictions on this side after the exchange (with the page of its own book they came from). */
    restrictions,
  };
}

function exchangeOut(state: LostWorldsState) {
  const [a, b] = state.log!.strikes;
  const out: Record<string, unknown> = { n: state.n, a: sideOut(state, 0, a, state.sides[0]), b: sideOut(state, 1, b, state.sides[1]) };
  if (state.over) out.over = state.over;
  return out;
}

type Out = ReturnType<typeof exchangeOut>;

function line(e: Out): string {
  const s = (x: ReturnType<typeof sideOut>) =>
    `${x.page} ${x.maneuver} → p.${x.picture} ${x.title}${x.total !== null ? ` (${x.total})` : ""}${x.critical ? " CRITICAL" : ""}, ` +
    `dealt ${x.dealt}`;
  const a = e.a as ReturnType<typeof sideOut>,
    b = e.b as ReturnType<typeof sideOut>;
  const over = e.over ? `\n  ${(e.over as { reason: string }).reason}` : "";
  return `${e.n}. A ${s(a)} | B ${s(b)} | body A ${a.body}, B ${b.body}${over}\n`;
}

export const duelCommand: Command = {
  name: "duel",
  summary: "Play a Lost Worlds duel between two books (scripted or by bots)",
  usage: 'duel <bookA.json> <bookB.json> [--script "50:56,24:2"] [--bots random|equilibrium] [--seed S] [--options JSON] [--json]',
  details: [
    "  --script PAIRS   exchanges to play, A's page : B's page, comma-separated (from page 57)",
    "  --bots LIST      without --script: one bot for both or one per side (random, equilibrium, greedy, mcts)",
    "  --seed S         seed for the bots (default 1)",
    '  --options JSON   rule options, e.g. {"height": false, "conflict": "strict"}',
    "  books may be book bodies or exported book documents (their .body is played)",
  ].join("\n"),
  options: { script: { type: "string" }, bots: { type: "string" }, seed: { type: "string" }, options: { type: "string" } },
  async run({ positionals, values, json, io }) {
    if (positionals.length !== 2) throw new UsageError("duel needs exactly two book files");
    const script = typeof values.script === "string" ? parseScript(values.script) : null;
    let options: Partial<LostWorldsOptions> = {};
    if (typeof values.options === "string") {
      const parsed = parseJsonText(values.options, "--options");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new InputError("--options: expected a JSON object");
      options = parsed as Partial<LostWorldsOptions>;
    }
    const books = [await readBook(positionals[0], io.cwd), await readBook(positionals[1], io.cwd)];
    const seed = typeof values.seed === "string" ? values.seed : "1";
    const out: Out[] = [];
    const flush = () => io.out(json ? JSON.stringify(out, null, 2) + "\n" : out.map(line).join(""));
    try {
      let state = lostWorlds.setup({ books }, { ...lostWorlds.defaultOptions, ...options }, seed);
      if (script) {
        for (const [pa, pb] of script) {
          if (state.over) break;
          const why = whyIllegal(state, 0, pa) ?? whyIllegal(state, 1, pb);
          if (why) {
            flush();
            io.err(`hexfolio duel: exchange ${state.n + 1}: ${why}\n`);
            return EXIT_USAGE;
          }
          state = lostWorlds.apply(lostWorlds.apply(state, { seat: 0, page: pa }).state, { seat: 1, page: pb }).state;
          out.push(exchangeOut(state));
        }
      } else {
        const specs = (typeof values.bots === "string" ? values.bots : "random").split(",").map((b) => parseBotSpec(b.trim()));
        if (specs.length > 2) throw new UsageError("--bots: give one bot or two");
        const bots = [0, 1].map((seat) => createBot(lostWorlds, specs[Math.min(seat, specs.length - 1)], `${seed}/bot${seat}`));
        while (!state.over) {
          const [a, b] = [bots[0].choose(state, 0), bots[1].choose(state, 1)];
          state = lostWorlds.apply(lostWorlds.apply(state, a).state, b).state;
          out.push(exchangeOut(state));
        }
      }
    } catch (e) {
      if (e instanceof RangeMismatchError || e instanceof MissingPageError || e instanceof BookError) {
        flush();
        io.err(`hexfolio duel: ${e.message}\n`);
        return EXIT_USAGE;
      }
      if (e instanceof Error && /^unknown bot|^bad MCTS/.test(e.message)) throw new UsageError(`--bots: ${e.message}`);
      throw e;
    }
    flush();
    return EXIT_OK;
  },
};
