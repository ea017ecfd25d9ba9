// Which editor each document kind opens in. Typed by KindId, so a new kind in
// lib/content/registry.ts must be listed here; `null` means the structured-JSON editor.
import type { ComponentType } from "react";
import type { KindId } from "@/lib/content/registry";
import { JsonBodyEditor } from "./JsonBodyEditor";
import type { EditorProps } from "./types";

// `never` lets each editor narrow the body to its own kind's type.
const EDITORS: Record<KindId, ComponentType<EditorProps<never>> | null> = {
  tileset: null,
};

export function editorFor(kind: string): ComponentType<EditorProps> {
  return ((EDITORS as Record<string, unknown>)[kind] as ComponentType<EditorProps> | null) ?? JsonBodyEditor;
}
