import { expect, type Page } from "@playwright/test";
import zlib from "node:zlib";

export const PASSWORD = "correct horse battery";

export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** `timeout`: how long the new library may take to appear (it receives every sample on a busy machine). */
export async function signUp(page: Page, name: string, email: string, timeout = 10_000): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible({ timeout });
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function createDocument(page: Page, title: string, kind = "Tile set"): Promise<string> {
  await page.goto("/");
  await page.getByLabel("New document kind").selectOption({ label: kind });
  await page.getByLabel("New document title").fill(title);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL(/\/documents\/[^/]+$/);
  return page.url().split("/").pop()!;
}

/** Our own error messages (Next.js keeps an empty route announcer with role=alert too). */
export const errorAlert = (page: Page) => page.locator(".error[role=alert]");

/** A PNG image of width × height whose pixel (x, y) is color(x, y) as [r, g, b], for upload tests. */
export function png(width: number, height: number, color: (x: number, y: number) => [number, number, number]): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(color(x, y), y * row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(4 + body.length + 4); // length, type and data, CRC
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body) >>> 0, 4 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
