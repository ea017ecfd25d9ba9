/** Reading Lost Worlds books for the CLI: a book body or an exported book document (its `.body`). */
import { unwrapExport } from "../../content/export-file";
import { bookBodySchema, type BookBody } from "../../content/kinds/book";
import { InputError } from "../command";
import { readJsonFile } from "../json-input";

export async function readBook(path: string, cwd: string): Promise<BookBody> {
  const doc = await readJsonFile(path, cwd);
  const file = unwrapExport(doc);
  const isExport = file.kind !== null;
  if (isExport && file.kind !== "book") throw new InputError(`${path}: expected a book, got a "${file.kind}" document`);
  const parsed = bookBodySchema.safeParse(file.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = (isExport ? ["body", ...issue.path] : issue.path).join(".") || "$";
    throw new InputError(`${path}: ${at}: ${issue.message}`);
  }
  return parsed.data;
}
