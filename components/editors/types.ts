import type { DocumentFull } from "@/lib/content/api";

/**
 * Changes the document by a named command: one undo step, which the workspace shows by its label
 * ("Undo: Draw path"). `next` is the body after the change, made with the kind's pure operations;
 * the workspace records only what differs. Commands passing the same `merge` key one after another
 * (a drag across tile edges, typing in one field) make a single step until the gesture ends.
 */
export type RunCommand<T> = (label: string, next: T, merge?: string) => void;

/** What every kind's editor receives. Editors are controlled: they change the document through `onCommand`. */
export interface EditorProps<Body = unknown> {
  kind: string;
  body: Body;
  // A method, as onChange: the registry holds editors of every body type side by side.
  onCommand(...command: Parameters<RunCommand<Body>>): void;
  /** A change without a name of its own (the playtest table's moves): undone as "Edit <kind>". */
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
