/** `hexfolio replay <match.json>`: re-runs a recorded match and checks every step's events. */
import { MatchFormatError, parseMatchRecord, ReplayDivergenceError, replayTo } from "../../engine/core/match";
import { loadModule, UnknownGameError } from "../../games/registry";
import { currentRulesVersion, recordedRulesVersion, rulesAge } from "../../games/rules-version";
import { optionsOf } from "../../games/setup";
import { ContentError } from "../../games/types";
import { EXIT_OK, EXIT_USAGE, InputError, intOption, UsageError, type Command } from "../command";
import { readJsonFile } from "../json-input";

export const replayCommand: Command = {
  name: "replay",
  summary: "Verify a recorded match by replaying it from its seed; print the result",
  usage: "replay <match.json> [--step N] [--content FILE] [--json]",
  details: [
    "  --step N        replay only the first N actions",
    "  --content FILE  content to set the game up with (default: the match's inline content)",
    "  exit 2 when the file is invalid or the replay diverges from the recorded events",
  ].join("\n"),
  options: { step: { type: "string" }, content: { type: "string" } },
  async run({ positionals, values, json, io }) {
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new UsageError("replay needs exactly one match file");
    const data = await readJsonFile(file, io.cwd);
    let record;
    try {
      record = parseMatchRecord(data);
    } catch (e) {
      if (e instanceof MatchFormatError) throw new InputError(`${file}: ${e.message}`);
      throw e;
    }
    let mod;
    try {
      mod = await loadModule(record.gameId);
    } catch (e) {
      if (e instanceof UnknownGameError) throw new InputError(`${file}: gameId: ${e.message}`);
      throw e;
    }
    const game = mod.game;
    const raw = typeof values.content === "string" ? await readJsonFile(values.content, io.cwd) : (record.content ?? null);
    let content, options;
    try {
      content = mod.parse(raw);
      options = optionsOf(mod, record.options);
    } catch (e) {
      if (e instanceof ContentError) throw new InputError(`${file}: ${e.message}`);
      throw e;
    }
    const step = intOption(values, "step", record.log.length, 0);
    if (step > record.log.length) throw new UsageError(`--step ${step} is beyond the log (${record.log.length} actions)`);
    try {
      const state = replayTo(game, content, { ...record, options }, step);
      const result = game.result(state);
      if (json) {
        io.out(
          JSON.stringify(
            { ok: true, file, gameId: record.gameId, steps: step, result, active: result ? [] : game.activeSeats(state) },
            null,
            2,
          ) + "\n",
        );
      } else if (result) {
        const who = result.unfinished
          ? "unfinished"
          : result.draw || result.winners.length === 0
            ? "draw"
            : `seat ${result.winners.join(", ")} won`;
        io.out(
          `${file}: replayed ${step} action(s): ${who} (${result.reason})${result.scores ? `, scores ${result.scores.join("-")}` : ""}\n`,
        );
      } else {
        io.out(`${file}: replayed ${step} action(s): game in progress, waiting for seat(s) ${game.activeSeats(state).join(", ")}\n`);
      }
      return EXIT_OK;
    } catch (e) {
      if (e instanceof ReplayDivergenceError) {
        const rules = { recorded: recordedRulesVersion(record), current: currentRulesVersion(mod), age: rulesAge(mod, record) };
        if (json) io.out(JSON.stringify({ ok: false, file, divergedAt: e.step, detail: e.detail, rules }, null, 2) + "\n");
        // A record made under other rules is not damaged: say which rules, and how far it replays.
        const why =
          rules.age === "current"
            ? ""
            : ` (recorded under ${rules.age} rules, version ${rules.recorded}; these are version ${rules.current}: it replays up to move ${e.step})`;
        io.err(`${file}: replay diverged at step ${e.step} (log[${e.step}]): ${e.detail}${why}\n`);
        return EXIT_USAGE;
      }
      throw e;
    }
  },
};
