// The one authorization module. Every read and write of a document asks it first.
// A document the actor may not read is reported as missing (404), so ids leak nothing.
import { forbidden, notFound } from "../errors";

export type Role = "owner" | "editor" | "viewer";
export type ShareRole = Exclude<Role, "owner">;

export interface Actor {
  userId: string;
}

export interface AccessFacts {
  ownerId: string;
  published: boolean;
  deletedAt: Date | null;
  shares: { userId: string; role: string }[];
}

/** The actor's role on a document, or null when they may not even see it. */
export function roleOf(actor: Actor, doc: AccessFacts): Role | null {
  if (doc.ownerId === actor.userId) return "owner";
  // A deleted document sits in its owner's trash; collaborators lose sight of it.
  if (doc.deletedAt) return null;
  const share = doc.shares.find((s) => s.userId === actor.userId);
  if (share?.role === "editor") return "editor";
  if (share?.role === "viewer" || doc.published) return "viewer";
  return null;
}

export function canRead(actor: Actor, doc: AccessFacts): boolean {
  return roleOf(actor, doc) !== null;
}

export function requireRead(actor: Actor, doc: AccessFacts | null): Role {
  const role = doc ? roleOf(actor, doc) : null;
  if (!role) throw notFound();
  return role;
}

export function requireWrite(actor: Actor, doc: AccessFacts | null): Role {
  const role = requireRead(actor, doc);
  if (role === "viewer") throw forbidden("You can view this document but not change it");
  return role;
}

export function requireOwner(actor: Actor, doc: AccessFacts | null): Role {
  const role = requireRead(actor, doc);
  if (role !== "owner") throw forbidden("Only the owner can do this");
  return role;
}
