// A form posted to a server action as React's client encodes it (what a browser sends when a form
// with `action={serverAction}` is submitted): the form's own fields under the prefix "_1_", then
// the action's arguments as JSON in field "0", where "$K1" stands for the form. The fuzzer and the
// load script post the sign-in and sign-up forms this way, so their fields reach the action.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./build";

/** `args` are the action's arguments, with "$K1" where the form goes (useActionState's: [state, "$K1"]). */
export function actionForm(args: unknown[], fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(`_1_${k}`, v);
  // Last, as React sends it: the server reads the arguments as soon as field "0" arrives, and the
  // form's fields must be there by then.
  form.set("0", JSON.stringify(args));
  return form;
}

/** The ids of the build's server actions by exported name (the Next-Action header's value). */
export function actionIds(): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  return Object.fromEntries(Object.entries(manifest.node).map(([id, v]) => [v.exportedName ?? id, id]));
}
