// The samples every library receives, per kind. Apart from the kind registry because only the
// server reads them (the library's delivery, a new document from a template, the library page's
// template list): the registry goes into every document page, and these files are a good share of
// a page's JavaScript when they ride along.
import type { ExportFile } from "./export-file";
import { KIND_IDS, type KindId } from "./registry";
import lostPatrolTileset from "./samples/lost-patrol.tileset.json";
import lostPatrol38Tileset from "./samples/lost-patrol-38.tileset.json";
import mirimBook from "./samples/mirim.book.json";
import brannocBook from "./samples/brannoc.book.json";
import fenWyrmBook from "./samples/fen-wyrm.book.json";
import grullBook from "./samples/grull.book.json";
import pitfallMission from "./samples/pitfall.mission.json";
import baseRuleset from "./samples/base.ruleset.json";
import duelCampaign from "./samples/duel-campaign.campaign.json";
import lostIsland from "./samples/lost.island.json";
import hallScenario from "./samples/hall.scenario.json";

/**
 * A sample every library receives, once (lib/db/samples.ts records the delivery): `key` names it
 * for good, so never reuse or rename one; a new sample gets a new key and reaches existing
 * libraries once.
 */
export interface Sample {
  key: string;
  file: ExportFile;
}

export const SAMPLES: Record<KindId, Sample[]> = {
  tileset: [
    { key: "tileset/lost-patrol", file: lostPatrolTileset as ExportFile },
    { key: "tileset/lost-patrol-38", file: lostPatrol38Tileset as ExportFile },
  ],
  playtest: [],
  mission: [{ key: "mission/pitfall", file: pitfallMission as ExportFile }],
  ruleset: [{ key: "ruleset/base", file: baseRuleset as ExportFile }],
  book: [
    // A library lists the samples in this order, and a first duel pairs Mirim with the next
    // book listed: Brannoc, the other human fighter, before the monsters.
    { key: "book/mirim", file: mirimBook as ExportFile },
    { key: "book/brannoc", file: brannocBook as ExportFile },
    { key: "book/fen-wyrm", file: fenWyrmBook as ExportFile },
    { key: "book/grull", file: grullBook as ExportFile },
  ],
  campaign: [{ key: "campaign/duel", file: duelCampaign as ExportFile }],
  board: [],
  island: [{ key: "island/lost", file: lostIsland as ExportFile }],
  scenario: [{ key: "scenario/hall", file: hallScenario as ExportFile }],
};

/** A kind's samples (none for a kind the registry does not know). */
export function samplesOf(kind: string): Sample[] {
  return Object.hasOwn(SAMPLES, kind) ? SAMPLES[kind as KindId] : [];
}

/** Every kind's samples, in the order of the kinds. */
export function allSamples(): Sample[] {
  return KIND_IDS.flatMap((kind) => SAMPLES[kind]);
}
