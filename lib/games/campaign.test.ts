import { describe, expect, it } from "vitest";
import { createBot, playOut } from "../engine/core/bots";
import { matchFromJSON, replayTo, type MatchRecord } from "../engine/core/match";
import { hulk } from "../engine/hulk/game";
import type { HulkAction, HulkOptions, HulkState } from "../engine/hulk/types";
import { battlePayloadSchema } from "../content/kinds/campaign";
import type { PlaytestBody } from "../content/kinds/playtest";
import { deriveCampaign } from "../content/campaign/derive";
import type { DerivedSquad } from "../content/hulk/campaign/derived";
import { campaign, GM, squad, tick } from "../content/campaign/testing";
import { validateEntry } from "../content/campaign/validate-entry";
import { pitfallBoard } from "./hulk/compile";
import { battleFromMission, missionMembers } from "./hulk/campaign";
import { battleFromDuel } from "./lostworlds/campaign";

const playtest: PlaytestBody = {
  gameId: "lostworlds",
  seed: 7,
  options: {},
  contentRef: null,
  content: { books: [] },
  seats: [
    { label: "A", controller: "human" },
    { label: "B", controller: "random" },
  ],
  log: [{ action: { seat: 0, page: 50 }, events: [{ type: "chosen", seat: 0 }] }],
};

describe("battleFromDuel", () => {
  it("records the winner, the loser unconscious at 0 or below, and the replay", () => {
    const b = battleFromDuel(
      playtest,
      { result: { winners: [0], draw: false, reason: "B is unconscious" }, bodies: [4, -2] },
      ["mirim", "vesna"],
      "Duel",
    );
    expect(battlePayloadSchema.parse(b)).toMatchObject({
      winningSide: "a",
      defeated: [{ characterId: "vesna", by: "mirim" }],
      unconscious: ["vesna"],
      died: [],
    });
    const replay = matchFromJSON(b.replay.matchJson);
    expect(replay).toMatchObject({ gameId: "lostworlds", seed: 7, log: playtest.log });
  });

  it("a loser at −5 or below died; both falling is a draw with no winner", () => {
    const died = battleFromDuel(
      playtest,
      { result: { winners: [1], draw: false, reason: "A is dead" }, bodies: [-5, 3] },
      ["mirim", "vesna"],
      "Duel",
    );
    expect(died).toMatchObject({ winningSide: "b", died: ["mirim"], unconscious: [], defeated: [{ characterId: "mirim", by: "vesna" }] });
    const draw = battleFromDuel(
      playtest,
      { result: { winners: [], draw: true, reason: "both fell" }, bodies: [0, -6] },
      ["mirim", "vesna"],
      "Duel",
    );
    expect(draw).toMatchObject({ winningSide: null, defeated: [], unconscious: ["mirim"], died: ["vesna"] });
  });
});

describe("battleFromDuel, one against several", () => {
  it("puts the opponents on one side; the solo winner defeats each fallen opponent", () => {
    const b = battleFromDuel(
      playtest,
      { result: { winners: [0], draw: false, reason: "all opponents out" }, bodies: [3, -1, -6] },
      ["mirim", "vesna", "olaf"],
      "Brawl",
    );
    expect(b.participants.map((p) => p.side)).toEqual(["a", "b", "b"]);
    expect(b).toMatchObject({ winningSide: "a", unconscious: ["vesna"], died: ["olaf"] });
    expect(b.defeated).toEqual([
      { characterId: "vesna", by: "mirim" },
      { characterId: "olaf", by: "mirim" },
    ]);
  });

  it("a fallen solo character is defeated by the first opponent still standing", () => {
    const b = battleFromDuel(
      playtest,
      { result: { winners: [1, 2], draw: false, reason: "A is unconscious" }, bodies: [0, -2, 5] },
      ["mirim", "vesna", "olaf"],
      "Brawl",
    );
    expect(b).toMatchObject({ winningSide: "b", defeated: [{ characterId: "mirim", by: "olaf" }], unconscious: ["mirim", "vesna"] });
  });
});

/** A Pitfall mission played to the end by greedy bots, logged the way the studio's player logs it. */
function playMission(seed: number): { playtest: PlaytestBody; state: HulkState } {
  const options = { maxTurns: 12 };
  const bots = [0, 1].map((seat) => createBot(hulk, { kind: "greedy" }, `${seed}/${seat}`));
  const { state, log } = playOut(hulk, hulk.setup(pitfallBoard(), options, `mission-${seed}`), bots);
  const seats = [
    { label: "Marines", controller: "greedy" },
    { label: "Genestealers", controller: "greedy" },
  ];
  return { playtest: { gameId: "hulk", seed: `mission-${seed}`, options, contentRef: null, content: null, seats, log }, state };
}

/** The first of a few seeds whose mission satisfies `ok` (outcomes depend on the bots' dice). */
function missionWhere(ok: (s: HulkState) => boolean, from = 0): { playtest: PlaytestBody; state: HulkState; seed: number } {
  for (let seed = from; seed < from + 40; seed++) {
    const m = playMission(seed);
    if (ok(m.state)) return { ...m, seed };
  }
  throw new Error("no mission gave the wanted outcome");
}

/** Kills and deaths per slot read from the events alone: Marines deploy in slot order. */
function tallyFromLog(playtest: PlaytestBody, slots: number) {
  const slotOf = new Map<unknown, number>();
  const kills = new Array<number>(slots).fill(0);
  const lost = new Array<boolean>(slots).fill(false);
  for (const e of playtest.log.flatMap((x) => x.events)) {
    if (e.type === "marine-deployed") slotOf.set(e.piece, slotOf.size);
    if (e.type !== "killed") continue;
    if (slotOf.has(e.piece)) lost[slotOf.get(e.piece)!] = true;
    else if (slotOf.has(e.by)) kills[slotOf.get(e.by)!]++;
  }
  return { kills, lost };
}

const membersOf = (body: ReturnType<typeof campaign>) => (deriveCampaign(body).byId.alpha as DerivedSquad).members;

describe("battleFromMission", () => {
  const names = ["sarge", "brother-a", "brother-b", "brother-c", "brother-d"];

  it("records the squad's casualties and kills per member from a real game, with its replay", () => {
    const { playtest, state } = missionWhere((s) => s.squadLost.includes(true) && s.squadKills.some((k) => k > 0));
    const fromLog = tallyFromLog(playtest, names.length);
    expect(state.squadKills).toEqual(fromLog.kills);
    expect(state.squadLost).toEqual(fromLog.lost);

    const b = battleFromMission(playtest, hulk.view(state, 0), "alpha", names, "Pitfall");
    const [squadEntry] = b.participants;
    expect(b.participants).toHaveLength(1);
    expect(squadEntry.side).toBe("a");
    expect(squadEntry.casualties).toEqual(names.filter((_, slot) => state.squadLost[slot]));
    for (const [slot, id] of names.entries()) expect(squadEntry.kills[id] ?? 0).toBe(state.squadKills[slot]);
    expect(b.winningSide).toBe(state.end!.winner === 0 ? "a" : state.end!.winner === 1 ? "b" : null);
    expect(b).toMatchObject({ defeated: [], died: [], unconscious: [] });

    const replay = matchFromJSON(b.replay.matchJson) as MatchRecord<HulkAction, HulkOptions>;
    expect(replayTo(hulk, pitfallBoard(), replay).squadKills).toEqual(state.squadKills);

    const body = campaign([squad("alpha", names)], []);
    const v = validateEntry(body, { id: "mission-1", at: tick(), by: GM, ...b }, GM);
    expect(v).toMatchObject({ ok: true, duplicate: false });
  });

  it("carries casualties and kills from mission to mission: lost members stay lost, kills add up", () => {
    const first = missionWhere(
      (s) => s.squadLost.includes(true) && !s.squadLost.every(Boolean) && s.squadKills.some((k, slot) => k > 0 && !s.squadLost[slot]),
    );
    const start = campaign([squad("alpha", names)], []);
    expect(missionMembers(membersOf(start), first.state.squadKills.length)?.map((m) => m.id)).toEqual(names);
    const e1 = { id: "m1", at: tick(), by: GM, ...battleFromMission(first.playtest, first.state, "alpha", names, "Pitfall 1") };
    const v1 = validateEntry(start, e1, GM);
    if (!v1.ok) throw new Error(JSON.stringify(v1.issues));

    // Recruits refill the squad so five living members can take the field again.
    const lostCount = first.state.squadLost.filter(Boolean).length;
    const recruits = Array.from({ length: lostCount }, (_, i) => `recruit-${i + 1}`);
    const afterFirst = campaign([squad("alpha", [...names, ...recruits])], [e1]);
    expect(missionMembers(membersOf(campaign([squad("alpha", names)], [e1])), 5)).toBeNull();
    const sent = missionMembers(membersOf(afterFirst), 5)!.map((m) => m.id);
    expect(sent).toEqual([...names.filter((_, slot) => !first.state.squadLost[slot]), ...recruits]);
    // A veteran of the first mission scores again, so its kills must add up.
    const veteranScores = (s: HulkState) => s.squadKills.some((k, slot) => k > 0 && (e1.participants[0].kills[sent[slot]] ?? 0) > 0);
    const second = missionWhere(veteranScores, first.seed + 1);
    const e2 = { id: "m2", at: tick(), by: GM, ...battleFromMission(second.playtest, second.state, "alpha", sent, "Pitfall 2") };
    const v2 = validateEntry(afterFirst, e2, GM);
    if (!v2.ok) throw new Error(JSON.stringify(v2.issues));

    const derived = deriveCampaign(campaign([squad("alpha", [...names, ...recruits])], [e1, e2]));
    expect(derived.problems).toEqual([]);
    const alpha = derived.byId.alpha as DerivedSquad;
    const killsIn = (e: typeof e1, id: string) => e.participants[0].kills[id] ?? 0;
    for (const m of alpha.members) {
      expect(m.kills).toBe(killsIn(e1, m.id) + killsIn(e2, m.id));
      const lostIn = e1.participants[0].casualties.includes(m.id) ? "m1" : e2.participants[0].casualties.includes(m.id) ? "m2" : null;
      expect({ id: m.id, alive: m.alive, lostIn: m.lostIn }).toEqual({ id: m.id, alive: lostIn === null, lostIn });
    }
    const total = (s: HulkState) => s.squadKills.reduce((a, k) => a + k, 0);
    expect(alpha).toMatchObject({
      battles: 2,
      kills: total(first.state) + total(second.state),
      deaths: lostCount + second.state.squadLost.filter(Boolean).length,
    });
  });

  it("posting the same mission twice records it once", () => {
    const { playtest, state } = missionWhere(() => true);
    const entry = { id: "same-id", at: tick(), by: GM, ...battleFromMission(playtest, state, "alpha", names, "Pitfall") };
    const once = campaign([squad("alpha", names)], [entry]);
    expect(validateEntry(once, entry, GM)).toMatchObject({ ok: true, duplicate: true });
  });

  it("needs one member per Marine", () => {
    const { playtest, state } = missionWhere(() => true);
    expect(() => battleFromMission(playtest, state, "alpha", names.slice(1), "Pitfall")).toThrow(/one squad member per Marine/);
  });
});
