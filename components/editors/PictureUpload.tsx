"use client";
// The "or upload" file picker of the picture fields: the picked file is sent to the asset store at
// once and the field gets its reference ("asset:<sha256>"), so the document never carries the
// bytes and a save sends only the reference. The server tells the type from the bytes; its
// refusal (an SVG, a file too large) is shown under the picker.
import { useState } from "react";
import { api, ApiError } from "../studio/api";

export function PictureUpload({ onUploaded }: { onUploaded: (ref: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <label>
        or upload
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              const form = new FormData();
              form.append("file", file);
              const asset = await api<{ ref: string }>("/api/assets", { method: "POST", body: form });
              onUploaded(asset.ref);
            } catch (err) {
              setError(err instanceof ApiError ? (err.body.issues?.[0]?.message ?? err.message) : String(err));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** What a picture field shows for its source: a stored or inline picture as "(uploaded image)", a URL as itself. */
export const pictureFieldValue = (src: string | undefined) =>
  src === undefined ? "" : src.startsWith("data:") || src.startsWith("asset:") ? "(uploaded image)" : src;
