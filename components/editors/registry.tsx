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
import type { EditorProps } from "./types";
import type { SavePolicy } from "@/components/studio/useDocumentSaver";

// `never` lets each editor narrow the body to its own kind's type.
const EDITORS: Record<KindId, ComponentType<EditorProps<never>> | null> = {
  tileset: TilesetEditor,
  playtest: PlaytestPlayer,
  book: BookEditor,
  mission: MissionEditor,
  ruleset: null,
  campaign: CampaignEditor,
  board: null,
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

export { JsonBodyEditor };
