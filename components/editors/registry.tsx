// Which editor each document kind opens in. Typed by KindId, so a new kind in
// lib/content/registry.ts must be listed here; `null` means the structured-JSON editor.
// Each editor is its own chunk (next/dynamic), so a page carries only its own kind's editor: a
// book's page loads no map canvas, a tile set's no playtest table. They still render on the server.
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { KindId } from "@/lib/content/registry";
import { Loading } from "@/components/studio/Loading";
import { JsonBodyEditor } from "./JsonBodyEditor";
import { BookPrint } from "./book/BookPrint";
import { MissionPrint } from "./mission/MissionPrint";
import { bookBodySchema } from "@/lib/content/kinds/book";
import { missionBodySchema } from "@/lib/content/kinds/mission";
import type { EditorProps } from "./types";
import type { SavePolicy } from "@/components/studio/useDocumentSaver";

// `never` lets each editor narrow the body to its own kind's type.
// The import() calls are written out in each dynamic() call: that is how the bundler sees where a chunk begins.
const EDITORS: Record<KindId, ComponentType<EditorProps<never>> | null> = {
  tileset: dynamic(() => import("./tileset/TilesetEditor").then((m) => m.TilesetEditor), {
    loading: () => <Loading what="the tile designer" />,
  }),
  playtest: dynamic(() => import("@/components/play/PlaytestPlayer").then((m) => m.PlaytestPlayer), {
    loading: () => <Loading what="the table" />,
  }),
  book: dynamic(() => import("./book/BookEditor").then((m) => m.BookEditor), { loading: () => <Loading what="the book builder" /> }),
  mission: dynamic(() => import("./mission/MissionEditor").then((m) => m.MissionEditor), {
    loading: () => <Loading what="the mission designer" />,
  }),
  ruleset: dynamic(() => import("./ruleset/RulesetEditor").then((m) => m.RulesetEditor), {
    loading: () => <Loading what="the ruleset editor" />,
  }),
  campaign: dynamic(() => import("./campaign/CampaignEditor").then((m) => m.CampaignEditor), {
    loading: () => <Loading what="the campaign" />,
  }),
  board: null,
  island: dynamic(() => import("./island/IslandEditor").then((m) => m.IslandEditor), {
    loading: () => <Loading what="the island editor" />,
  }),
  scenario: dynamic(() => import("./scenario/ScenarioEditor").then((m) => m.ScenarioEditor), {
    loading: () => <Loading what="the scenario designer" />,
  }),
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
