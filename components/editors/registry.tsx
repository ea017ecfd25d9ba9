// Which editor each document kind opens in. Typed by KindId, so a new kind in
// lib/content/registry.ts must be listed here; `null` means the structured-JSON editor.
import type { ComponentType } from "react";
import type { KindId } from "@/lib/content/registry";
import { JsonBodyEditor } from "./JsonBodyEditor";
import { TilesetEditor } from "./tileset/TilesetEditor";
import { PlaytestPlayer } from "@/components/play/PlaytestPlayer";
import { BookEditor } from "./book/BookEditor";
import { MissionEditor } from "./mission/MissionEditor";
import { CampaignEditor } from "./campaign/CampaignEditor";
import { IslandEditor } from "./island/IslandEditor";
import { ScenarioEditor } from "./scenario/ScenarioEditor";
import { RulesetEditor } from "./ruleset/RulesetEditor";
import { BookPrint } from "./book/BookPrint";
import { MissionPrint } from "./mission/MissionPrint";
import { bookBodySchema } from "@/lib/content/kinds/book";
import { missionBodySchema } from "@/lib/content/kinds/mission";
import type { EditorProps } from "./types";
import type { SavePolicy } from "@/components/studio/useDocumentSaver";

// `never` lets each editor narrow the body to its own kind's type.
const EDITORS: Record<KindId, ComponentType<EditorProps<never>> | null> = {
  tileset: TilesetEditor,
  playtest: PlaytestPlayer,
  book: BookEditor,
  mission: MissionEditor,
  ruleset: RulesetEditor,
  campaign: CampaignEditor,
  board: null,
  island: IslandEditor,
  scenario: ScenarioEditor,
};

/** The kind's dedicated editor, or null when it has only the JSON editor. */
export function visualEditorFor(kind: string): ComponentType<EditorProps> | null {
  return ((EDITORS as Record<string, unknown>)[kind] as ComponentType<EditorProps> | null) ?? null;
}

/**
 * How a kind's drafts are saved. A playtest's moves are what it holds, so each one is saved as it
 * is made; authored documents are saved a moment after editing pauses.
 */
const SAVE_POLICIES: Partial<Record<KindId, SavePolicy>> = { playtest: "every-change" };

export function savePolicyFor(kind: string): SavePolicy {
  return (SAVE_POLICIES as Record<string, SavePolicy | undefined>)[kind] ?? "debounced";
}

/** A kind's printable view, rendered on the server by the document's print page from the stored body. */
export type PrintView = ComponentType<{ title: string; body: unknown }>;

// Each view reads the body with its kind's schema, as every way in does.
const PRINT_VIEWS: Partial<Record<KindId, PrintView>> = {
  book: ({ title, body }) => <BookPrint title={title} body={bookBodySchema.parse(body)} />,
  mission: ({ title, body }) => <MissionPrint title={title} body={missionBodySchema.parse(body)} />,
};

/** The kind's print view, or null when it has none. */
export function printViewFor(kind: string): PrintView | null {
  return (PRINT_VIEWS as Record<string, PrintView | undefined>)[kind] ?? null;
}

export { JsonBodyEditor };
