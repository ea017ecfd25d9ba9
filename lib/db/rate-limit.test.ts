import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginSignIn, MAX_PER_ACCOUNT, MAX_PER_ADDRESS } from "../auth/rate-limit";
import { clientAddressOf, CLIENT_ADDRESS_HEADER, stampedClientAddress } from "../http/peer";
import { freshTestDb, type TestDb } from "./testing";

let t: TestDb;
beforeAll(async () => {
  t = await freshTestDb();
});
afterAll(() => t.close());

describe("sign-in limits", () => {
  it("let at most the limit of parallel attempts check a password, however many race", async () => {
    const attempts = await Promise.all(Array.from({ length: 14 }, () => beginSignIn(t.db, "race@example.test", "10.0.0.1")));
    expect(attempts.filter((a) => a.allowed).length).toBeLessThanOrEqual(MAX_PER_ACCOUNT);
  });

  it("count failures one after another: the sixth is refused, a success clears the account", async () => {
    for (let i = 0; i < MAX_PER_ACCOUNT; i++) expect((await beginSignIn(t.db, "seq@example.test", "10.0.0.2")).allowed).toBe(true);
    expect((await beginSignIn(t.db, "seq@example.test", "10.0.0.2")).allowed).toBe(false);
    // Refused attempts do not extend the lock: the count is still the five failures.
    expect((await beginSignIn(t.db, "seq@example.test", "10.0.0.3")).allowed).toBe(false);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    const ok = await beginSignIn(t.db, "seq@example.test", "10.0.0.2", later);
    expect(ok.allowed).toBe(true);
    await ok.succeeded();
    expect((await beginSignIn(t.db, "seq@example.test", "10.0.0.2", later)).allowed).toBe(true);
  });

  it("limit an address across accounts", async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) expect((await beginSignIn(t.db, `spray${i}@example.test`, "10.0.0.9")).allowed).toBe(true);
    expect((await beginSignIn(t.db, "spray-next@example.test", "10.0.0.9")).allowed).toBe(false);
    expect((await beginSignIn(t.db, "spray-next@example.test", "10.0.0.10")).allowed).toBe(true);
  });
});

describe("client address", () => {
  it("is the socket's unless the deployment declares proxies: X-Forwarded-For from a client is not believed", () => {
    expect(clientAddressOf("203.0.113.7", "1.2.3.4", 0)).toBe("203.0.113.7");
    // Behind one proxy (at 10.0.0.1), the address it appended is the client's; what the client wrote before it is not.
    expect(clientAddressOf("10.0.0.1", "1.2.3.4, 198.51.100.5", 1)).toBe("198.51.100.5");
    expect(clientAddressOf("10.0.0.2", "198.51.100.5, 10.0.0.1", 2)).toBe("198.51.100.5");
    expect(clientAddressOf("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
  });

  it("is read from the server's own header only where the studio's server wrote it", () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "1.2.3.4", "x-forwarded-for": "5.6.7.8" });
    expect(stampedClientAddress(headers, {})).toBe("local");
    expect(stampedClientAddress(headers, { HEXFOLIO_STAMPS_CLIENT_ADDRESS: "1" })).toBe("1.2.3.4");
  });
});
