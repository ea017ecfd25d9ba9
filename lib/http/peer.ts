// Who is on the other end of a request, as far as the studio can know it. The socket's address is
// the truth when clients connect directly; X-Forwarded-For is a header anyone can write, so it is
// believed only behind proxies the deployment declares (HEXFOLIO_TRUST_PROXY = how many), and then
// only as far as those proxies wrote it: each proxy appends the address it saw, so with n trusted
// proxies the client is the n-th address from the right (counting the socket's).
// The studio's server (scripts/serve.ts) works this out once per request and hands it on in
// CLIENT_ADDRESS_HEADER, overwriting whatever a client sent under that name.

export const CLIENT_ADDRESS_HEADER = "x-hexfolio-client-address";

/** The number of trusted proxies in front of the studio (0: clients connect directly). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.HEXFOLIO_TRUST_PROXY?.trim();
  if (!raw) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`HEXFOLIO_TRUST_PROXY must be a number of proxies from 0 to 10 (got "${raw}")`);
  return n;
}

/** The client's address from the socket's and, behind `hops` trusted proxies, X-Forwarded-For. */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = socketAddress || "unknown";
  if (hops === 0) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * The client address the studio's server stamped on a request, or "local" where no such server
 * ran (`next dev`): a header is believed only when this process's own server wrote it.
 */
export function stampedClientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  if (env.HEXFOLIO_STAMPS_CLIENT_ADDRESS !== "1") return "local";
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
