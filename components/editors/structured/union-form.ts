// The form for a structured effect, ability or condition, read from its zod schema: a
// discriminated union on `kind` whose options have numbers, choices, switches and words. The
// schema stays the one source of truth: the form takes its kinds, fields, bounds, choices and
// defaults from it, and only the words shown for them come from the editor.
import type { z } from "zod";

export type FieldSpec =
  | { name: string; type: "number"; min: number; max: number; optional: boolean }
  | { name: string; type: "choice"; options: readonly string[]; optional: boolean }
  | { name: string; type: "switch"; optional: boolean }
  | { name: string; type: "words"; max: number; optional: boolean };

export interface KindSpec {
  kind: string;
  fields: FieldSpec[];
}

// Zod 4's public definitions, as far as the form reads them.
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
}
interface Schema {
  def: Def;
  options?: readonly (Schema | string)[];
  shape?: Record<string, Schema>;
  value?: unknown;
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
}

function field(name: string, s: Schema, optional = false): FieldSpec | null {
  switch (s.def.type) {
    case "default":
    case "optional":
      return field(name, s.def.innerType!, true);
    case "number":
      return { name, type: "number", min: s.minValue ?? -1e6, max: s.maxValue ?? 1e6, optional };
    case "enum":
      return { name, type: "choice", options: s.options as string[], optional };
    case "boolean":
      return { name, type: "switch", optional };
    case "string":
      return { name, type: "words", max: s.maxLength ?? 500, optional };
    default:
      return null;
  }
}

/** The kinds of a discriminated union on `kind` and each kind's fields, in the schema's order. */
export function unionKinds(schema: z.ZodType): KindSpec[] {
  const options = ((schema as unknown as Schema).options ?? []) as Schema[];
  return options.map((o) => {
    const shape = o.shape ?? {};
    return {
      kind: String(shape.kind?.value),
      fields: Object.entries(shape).flatMap(([name, s]) => (name === "kind" ? [] : (field(name, s) ?? []))),
    };
  });
}

/**
 * A new entry of `kind`: the schema's defaults, and where it has none the first choice, the
 * number nearest 1 within bounds, off, or empty words (which the schema may still refuse until
 * they are written).
 */
export function blankEntry(schema: z.ZodType, kind: string): Record<string, unknown> {
  const spec = unionKinds(schema).find((k) => k.kind === kind);
  const out: Record<string, unknown> = { kind };
  const shape = (((schema as unknown as Schema).options ?? []) as Schema[]).find((o) => o.shape?.kind?.value === kind)?.shape ?? {};
  for (const f of spec?.fields ?? []) {
    const d = shape[f.name]?.def;
    if (d?.type === "default") {
      out[f.name] = d.defaultValue;
      continue;
    }
    out[f.name] =
      f.type === "number" ? Math.min(f.max, Math.max(f.min, 1)) : f.type === "choice" ? f.options[0] : f.type === "switch" ? false : "";
  }
  return out;
}
