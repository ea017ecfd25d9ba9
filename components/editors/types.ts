import type { DocumentFull } from "@/lib/content/api";

/** What every kind's editor receives. Editors are controlled: they save through `onChange`. */
export interface EditorProps<Body = unknown> {
  kind: string;
  body: Body;
  onChange(body: Body): void;
  readOnly: boolean;
  /** The stored document's id (absent in previews), for links such as a print view. */
  documentId?: string;
  /** The signed-in user and their role on the document, for kinds with their own rules of who may do what. */
  userId?: string;
  role?: DocumentFull["role"];
  ownerId?: string;
  /** Names of the people on the document (owner and collaborators), by user id. */
  people?: Record<string, string>;
  /**
   * For writes that go through a kind's own API (a campaign ledger entry) instead of a save:
   * the document as the server now has it.
   */
  onSaved?(doc: DocumentFull): void;
}
