// One request's transaction and another request's plain write, at once, on one database client:
// the plain write must neither land inside the transaction (rolled back with it, after it was
// answered) nor see its rows half-way. The studio's server runs every request on one client, and on
// SQLite that client has a single connection, which the write must not share with the open
// transaction (the crash drill's "every acknowledged save is kept" rests on this).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTestDb, type TestDb } from "./testing";
import { createUser } from "./users";

let t: TestDb;
beforeAll(async () => {
  t = await freshTestDb();
});
afterAll(async () => {
  await t.close();
});

describe("a transaction and a plain write at the same time", () => {
  it("keeps the plain write when the transaction rolls back", async () => {
    let midway!: () => void;
    const inside = new Promise<void>((r) => (midway = r));
    let goOn!: () => void;
    const resume = new Promise<void>((r) => (goOn = r));
    const tx = t.db
      .$transaction(async (tx) => {
        await tx.signInFailure.create({ data: { key: "in-the-transaction", createdAt: new Date() } });
        midway();
        await resume;
        throw new Error("refused: rolled back");
      })
      .catch((err: Error) => err.message);
    await inside;
    // Another request's write while the transaction is open; it is answered when this resolves.
    const plain = t.db.signInFailure.create({ data: { key: "plain-write", createdAt: new Date() } });
    // Let the plain write run now if the client lets it (it must not join the transaction).
    await new Promise((r) => setTimeout(r, 50));
    goOn();
    expect(await tx).toBe("refused: rolled back");
    await plain;
    const keys = (await t.db.signInFailure.findMany({ select: { key: true } })).map((r) => r.key);
    expect(keys).toContain("plain-write");
    expect(keys).not.toContain("in-the-transaction");
  });

  it("does not show a transaction's uncommitted rows to a plain read", async () => {
    const user = await createUser(t.db, { email: "iso@example.test", name: "Iso", passwordHash: null });
    let midway!: () => void;
    const inside = new Promise<void>((r) => (midway = r));
    let goOn!: () => void;
    const resume = new Promise<void>((r) => (goOn = r));
    const tx = t.db
      .$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { name: "Uncommitted" } });
        midway();
        await resume;
        throw new Error("rolled back");
      })
      .catch(() => null);
    await inside;
    const read = t.db.user.findUnique({ where: { id: user.id } });
    await new Promise((r) => setTimeout(r, 50));
    goOn();
    await tx;
    expect((await read)?.name).toBe("Iso");
  });

  it("lets a transaction wait for a long one instead of failing (a busy machine makes every transaction long)", async () => {
    let midway!: () => void;
    const inside = new Promise<void>((r) => (midway = r));
    const long = t.db.$transaction(async (tx) => {
      await tx.signInFailure.create({ data: { key: "long", createdAt: new Date() } });
      midway();
      // Longer than Prisma's default wait for a transaction to start (2 s).
      await new Promise((r) => setTimeout(r, 3000));
    });
    await inside;
    const second = t.db.$transaction(async (tx) => tx.signInFailure.create({ data: { key: "second", createdAt: new Date() } }));
    await Promise.all([long, second]);
    const keys = (await t.db.signInFailure.findMany({ select: { key: true } })).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["long", "second"]));
  });
});
