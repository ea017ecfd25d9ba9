/** What every kind's editor receives. Editors are controlled: they never save by themselves. */
export interface EditorProps<Body = unknown> {
  kind: string;
  body: Body;
  onChange(body: Body): void;
  readOnly: boolean;
  /** The stored document's id (absent in previews), for links such as a print view. */
  documentId?: string;
}
