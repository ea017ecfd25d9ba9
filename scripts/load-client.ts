// One simulated person for the load script: signs up through the sign-up form's server action (the
// same post a browser makes), then uses the session cookie as the studio's pages do, sending what
// a browser sends (Origin and Sec-Fetch-Site on writes, so the API's cross-site check passes as it
// would for the studio itself).
import { actionForm } from "./action-form";
import type { LoadStats } from "./load-stats";

/** Enough of an answer to judge it, and how long it took. */
export interface Answer {
  status: number;
  ms: number;
  text: string;
}

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header this browser sends (for requests made outside `request`, such as event streams). */
  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get signedIn(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes("session-token"));
  }

  async request(
    method: string,
    path: string,
    init: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookie;
    if (method !== "GET") Object.assign(headers, { origin: this.base, "sec-fetch-site": "same-origin" });
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    const started = performance.now();
    const res = await fetch(this.base + path, { method, headers, body, redirect: "manual" });
    const text = await res.text();
    this.keep(res);
    return { status: res.status, ms: performance.now() - started, text };
  }
}

/**
 * Signs up as a new person through the sign-up form's server action (`actionId` from the build's
 * server-reference manifest), which signs the new account in: the answer sets the session cookie.
 */
export async function signUp(browser: Browser, actionId: string, who: { name: string; email: string; password: string }): Promise<void> {
  const form = actionForm([{}, "$K1"], { name: who.name, email: who.email, password: who.password, confirm: who.password });
  const res = await browser.request("POST", "/signup", { form, headers: { "next-action": actionId, accept: "text/x-component" } });
  if (!browser.signedIn) throw new Error(`signing up ${who.email} answered ${res.status} without a session: ${res.text.slice(0, 300)}`);
}

/** Sends one request of operation `op`, recording its time and whether it failed; 409 is a conflict when `conflictOk`. */
export async function timed(stats: LoadStats, op: string, send: () => Promise<Answer>, conflictOk = false): Promise<Answer | null> {
  const started = performance.now();
  let res: Answer;
  try {
    res = await send();
  } catch (err) {
    stats.time(op, performance.now() - started);
    const cause = (err as { cause?: unknown }).cause;
    stats.error(op, `no answer: ${err instanceof Error ? err.message : String(err)} ${cause ? String(cause) : ""}`);
    return null;
  }
  stats.time(op, res.ms);
  if (res.status === 409 && conflictOk) stats.conflict(op);
  else if (res.status < 200 || res.status >= 300) stats.error(op, `${res.status}: ${res.text.slice(0, 300)}`);
  return res;
}
