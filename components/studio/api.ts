// The studio's client for the JSON API: one place that turns answers into values or ApiErrors.
export interface FieldIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; issues?: FieldIssue[]; current?: unknown },
  ) {
    super(body.message ?? `Request failed (${status})`);
  }
  /** The message plus every field issue, for showing to a person. */
  describe(): string {
    const issues = this.body.issues?.map((i) => `${i.path}: ${i.message}`) ?? [];
    return [this.message, ...issues].join("\n");
  }
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await fetch(path, {
    ...rest,
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text.slice(0, 200) };
  }
  if (!res.ok) throw new ApiError(res.status, (body ?? {}) as ApiError["body"]);
  return body as T;
}
