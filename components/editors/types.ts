/** What every kind's editor receives. Editors are controlled: they never save by themselves. */
export interface EditorProps<Body = unknown> {
  kind: string;
  body: Body;
  onChange(body: Body): void;
  readOnly: boolean;
}
