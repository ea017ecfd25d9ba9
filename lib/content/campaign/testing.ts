// Builders for campaign tests: small rosters and ledger entries written the way clients post them.
import { campaignBodySchema, type CampaignBody, type LedgerEntryInput } from "../kinds/campaign";

export const GM = "gm-1";
export const ANA = "player-ana";
export const BO = "player-bo";

let clock = 0;
/** Strictly increasing timestamps, one minute apart. */
export const tick = () => new Date(Date.UTC(2025, 0, 1) + 60_000 * clock++).toISOString();

/** A Lost Worlds character; MODs on pages 2, 4, 6, … with the given printed values. */
export function lw(
  id: string,
  opts: {
    maxBody?: number;
    mods?: number[];
    spell?: number | null;
    tactic?: number | null;
    luck?: number | null;
    owner?: string | null;
  } = {},
) {
  return {
    id,
    name: id[0].toUpperCase() + id.slice(1),
    ownerId: opts.owner ?? null,
    system: "lostworlds" as const,
    book: { title: `${id}'s book` },
    sheet: {
      maxBody: opts.maxBody ?? 12,
      spellPoints: opts.spell ?? null,
      tacticPoints: opts.tactic === undefined ? 8 : opts.tactic,
      luckPoints: opts.luck ?? null,
      mods: (opts.mods ?? [1, 0, -2]).map((mod, i) => ({ page: 2 * (i + 1), name: `Maneuver ${2 * (i + 1)}`, mod })),
    },
  };
}

export function squad(id: string, members: string[], owner: string | null = null) {
  return {
    id,
    name: `Squad ${id}`,
    ownerId: owner,
    system: "hulk" as const,
    squad: { name: id, members: members.map((m) => ({ id: m, name: m, role: "storm bolter" })) },
  };
}

export function campaign(
  characters: unknown[],
  ledger: LedgerEntryInput[],
  members = [
    { userId: GM, role: "gm" },
    { userId: ANA, role: "player" },
    { userId: BO, role: "player" },
  ],
): CampaignBody {
  return campaignBodySchema.parse({ members, characters, ledger });
}

type BattleFields = Partial<Extract<LedgerEntryInput, { type: "battle" }>>;

export function battle(id: string, fields: BattleFields): LedgerEntryInput {
  return { id, at: tick(), by: GM, type: "battle", participants: [], winningSide: null, ...fields };
}

/** A one-on-one duel: the winner defeats the loser, who is knocked out (or dies). */
export function duel(id: string, winner: string, loser: string, opts: { died?: boolean } = {}): LedgerEntryInput {
  return battle(id, {
    participants: [
      { characterId: winner, side: winner },
      { characterId: loser, side: loser },
    ],
    winningSide: winner,
    defeated: [{ characterId: loser, by: winner }],
    ...(opts.died ? { died: [loser] } : { unconscious: [loser] }),
  });
}

/** A win over an opponent outside the roster worth `maxBody`. */
export function beatNpc(id: string, who: string, maxBody: number): LedgerEntryInput {
  return battle(id, {
    participants: [{ characterId: who, side: "heroes" }],
    winningSide: "heroes",
    defeated: [{ npc: { name: "Troll", maxBody }, by: who }],
  });
}

export const improve = (id: string, characterId: string, page: number, by = GM): LedgerEntryInput => ({
  id,
  at: tick(),
  by,
  type: "improvement",
  characterId,
  page,
});

export const advance = (id: string, characterId: string, category: "body" | "spell" | "tactic" | "luck", by = GM): LedgerEntryInput => ({
  id,
  at: tick(),
  by,
  type: "advancement",
  characterId,
  category,
});

export const retire = (id: string, characterId: string, by = GM): LedgerEntryInput => ({
  id,
  at: tick(),
  by,
  type: "retirement",
  characterId,
});

/** A correction; `replacement` is an entry whose id/at/by are dropped (null voids). */
export function correct(id: string, supersedes: string, replacement: LedgerEntryInput | null, by = GM): LedgerEntryInput {
  const payload = replacement && Object.fromEntries(Object.entries(replacement).filter(([k]) => k !== "id" && k !== "at" && k !== "by"));
  return {
    id,
    at: tick(),
    by,
    type: "correction",
    supersedes,
    replacement: payload as Extract<LedgerEntryInput, { type: "correction" }>["replacement"],
  };
}
