import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./main";
import type { CliIO } from "./command";
import sample from "../content/samples/duel-campaign.campaign.json";

const root = resolve(import.meta.dirname, "../..");
const samplePath = "lib/content/samples/duel-campaign.campaign.json";

function memoryIO(): CliIO & { stdout: string; stderr: string } {
  const io = {
    stdout: "",
    stderr: "",
    errIsTTY: false,
    cwd: root,
    out: (t: string) => void (io.stdout += t),
    err: (t: string) => void (io.stderr += t),
  };
  return io;
}

const dir = mkdtempSync(join(tmpdir(), "hexfolio-campaign-"));
function file(name: string, data: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof data === "string" ? data : JSON.stringify(data));
  return p;
}

async function run(args: string[]) {
  const io = memoryIO();
  const code = await runCli(args, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe("hexfolio campaign derive", () => {
  it("prints every character's derived state as JSON", async () => {
    const { code, stdout, stderr } = await run(["campaign", "derive", samplePath, "--json"]);
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ ok: true, title: sample.title, problems: [] });
    expect(out.characters.map((c: { id: string; xp: number; maxBody: number }) => [c.id, c.xp, c.maxBody])).toEqual([
      ["mirim", 35, 13],
      ["vesna", 12, 12],
    ]);
  });

  it("prints a readable summary without --json", async () => {
    const { code, stdout } = await run(["campaign", "derive", samplePath]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Mirim \(mirim\): 35 XP \(25 spent\), body 13, 5 battles, 4 wins/m);
  });

  it("exits 2 with file and field on a bad campaign", async () => {
    const bad = structuredClone(sample);
    bad.body.ledger[0].at = "last tuesday";
    const path = file("bad.json", bad);
    const { code, stderr } = await run(["campaign", "derive", path]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${path}: body.ledger.0.at: Expected an ISO timestamp`);
  });

  it("exits 2 on invalid JSON, a missing file, another kind, or bad usage", async () => {
    expect((await run(["campaign", "derive", file("broken.json", '{"kind": ')])).code).toBe(2);
    expect((await run(["campaign", "derive", join(dir, "missing.json")])).code).toBe(2);
    const tileset = await run(["campaign", "derive", "lib/content/samples/lost-patrol.tileset.json"]);
    expect(tileset).toMatchObject({ code: 2, stderr: expect.stringContaining('kind: Expected a campaign (got "tileset")') });
    expect((await run(["campaign"])).code).toBe(2);
    expect((await run(["campaign", "rederive", samplePath])).code).toBe(2);
  });

  it("exits 1 when ledger entries cannot be applied, listing them", async () => {
    const broken = structuredClone(sample);
    broken.body.ledger.push({
      id: "e99",
      at: "2025-04-01T10:00:00Z",
      by: "player-bo",
      type: "improvement",
      characterId: "vesna",
      page: 50,
    } as (typeof broken.body.ledger)[number]);
    const { code, stderr } = await run(["campaign", "derive", file("illegal.json", broken), "--json"]);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /ledger\.10\.page: Illegal improvement: all MODs must be raised once before Extended Range: Charge \(p\.50\) again \(30 MODs still to raise this round, e\.g\. p\.24, p\.28, p\.10, p\.2, p\.32\) \(entry "e99" not applied\)/,
    );
  });
});

describe("hexfolio export --to json-schema --kind campaign", () => {
  it("prints the JSON Schema of campaign export files", async () => {
    const { code, stdout } = await run(["export", "--to", "json-schema", "--kind", "campaign"]);
    expect(code).toBe(0);
    const schema = JSON.parse(stdout);
    expect(schema.properties.kind).toMatchObject({ const: "campaign" });
    expect(schema.properties.body.properties.ledger.type).toBe("array");
  });

  it("exits 2 on an unknown kind or --kind without json-schema", async () => {
    expect((await run(["export", "--to", "json-schema", "--kind", "saga"])).code).toBe(2);
    expect((await run(["export", "--kind", "campaign"])).code).toBe(2);
  });
});
