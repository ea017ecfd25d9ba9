import fs from "node:fs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playtestBodySchema } from "../content/kinds/playtest";
import { matchFromJSON, MatchFormatError } from "../engine/core/match";
import { runCli } from "../cli/main";
import type { CliIO } from "../cli/command";
import { replayOf } from "./campaign-replay";
import { hulkModule } from "./hulk/module";
import { currentRulesVersion, recordedRulesVersion, rulesAge } from "./rules-version";

const firstRules = JSON.parse(fs.readFileSync(new URL("./hulk/first-rules.playtest.fixture.json", import.meta.url), "utf8"));

describe("rules versions of playtests and match records", () => {
  it("a playtest carries the version it was created under; one without it is of the oldest rules", () => {
    const old = playtestBodySchema.parse(firstRules);
    expect(old.rulesVersion).toBeUndefined();
    expect(recordedRulesVersion(old)).toBe(1);
    expect(rulesAge(hulkModule, old)).toBe("older");
    const stamped = playtestBodySchema.parse({ ...firstRules, rulesVersion: currentRulesVersion(hulkModule), log: [] });
    expect(rulesAge(hulkModule, stamped)).toBe("current");
    const bad = playtestBodySchema.safeParse({ ...firstRules, rulesVersion: 0.5 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path).toEqual(["rulesVersion"]);
  });

  it("a match record keeps the playtest's version and refuses one that is not a whole number", () => {
    const stamped = playtestBodySchema.parse({ ...firstRules, rulesVersion: 2 });
    expect(matchFromJSON(replayOf(stamped).matchJson).rulesVersion).toBe(2);
    expect(matchFromJSON(replayOf(playtestBodySchema.parse(firstRules)).matchJson).rulesVersion).toBeUndefined();
    const record = JSON.parse(replayOf(stamped).matchJson);
    expect(() => matchFromJSON(JSON.stringify({ ...record, rulesVersion: "2" }))).toThrow(MatchFormatError);
    expect(() => matchFromJSON(JSON.stringify({ ...record, rulesVersion: "2" }))).toThrow(/rulesVersion/);
  });

  it("`hexfolio replay` says a record that stops replaying was made under older rules, and how far it replays", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hexfolio-rules-"));
    const path = join(dir, "first-rules.match.json");
    writeFileSync(path, replayOf(playtestBodySchema.parse(firstRules)).matchJson);
    const io: CliIO & { stdout: string; stderr: string } = {
      cwd: dir,
      errIsTTY: false,
      stdout: "",
      stderr: "",
      out: (t: string) => void (io.stdout += t),
      err: (t: string) => void (io.stderr += t),
    };
    expect(await runCli(["replay", path, "--json"], io)).toBe(2);
    expect(JSON.parse(io.stdout)).toMatchObject({ ok: false, divergedAt: 15, rules: { recorded: 1, current: 2, age: "older" } });
    expect(io.stderr).toContain("recorded under older rules, version 1; these are version 2: it replays up to move 15");
  });
});
