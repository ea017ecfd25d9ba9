import { expect, type Locator, type Page } from "@playwright/test";

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
export { png } from "../lib/db/test-png";

/**
 * Waits until React has hydrated the element (it attaches its fiber to the node then): before
 * that a server-rendered control is on the screen but nothing handles its events, so keys typed
 * into it are lost, as they would be for a person typing in the first moment of a page load.
 */
export async function hydrated(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), { message: "the element is hydrated" })
    .toBe(true);
}
