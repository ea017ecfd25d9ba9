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

// `never` lets each editor narrow the body to its own kind's type.
const EDITORS: Record<KindId, ComponentType<EditorProps<never>> | null> = {
  tileset: TilesetEditor,
  playtest: PlaytestPlayer,
  book: BookEditor,
  mission: MissionEditor,
  ruleset: null,
  campaign: CampaignEditor,
};

/** The kind's dedicated editor, or null when it has only the JSON editor. */
export function visualEditorFor(kind: string): ComponentType<EditorProps> | null {
  return ((EDITORS as Record<string, unknown>)[kind] as ComponentType<EditorProps> | null) ?? null;
}

export { JsonBodyEditor };
