// The bytes of an uploaded file: a multipart form's "file" field (what a browser's file picker
// sends), or the raw request body (what a script sends with curl --data-binary). The type is never
// taken from here: the asset repository tells it from the bytes.
import { invalid } from "../errors";
import { readBytes } from "./api";

export async function uploadedBytes(req: Request): Promise<Uint8Array> {
  const raw = await readBytes(req);
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return raw;
  let form: FormData;
  try {
    form = await new Response(Buffer.from(raw), { headers: { "content-type": type } }).formData();
  } catch {
    throw invalid([{ path: "(body)", message: "Expected a multipart form with a file field" }]);
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw invalid([{ path: "file", message: "Expected a file in the form's file field" }]);
  return new Uint8Array(await file.arrayBuffer());
}
