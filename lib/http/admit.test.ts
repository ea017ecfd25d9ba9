import { describe, expect, it } from "vitest";
import { admit } from "./admit";

describe("admit", () => {
  it("refuses a declared body larger than any route takes, API or page", () => {
    expect(admit("POST", "/api/documents", { "content-length": String(300 * 1024 * 1024) })?.status).toBe(413);
    expect(admit("POST", "/api/documents", { "content-length": "1024" })).toBeNull();
    expect(admit("POST", "/signin", { "content-length": String(65 * 1024) })?.status).toBe(413);
  });

  it("refuses a path whose escapes are not UTF-8 (a route's parameters could not be decoded)", () => {
    expect(admit("GET", "/api/documents/%ED%A0%80", {})?.status).toBe(400);
    expect(admit("DELETE", "/documents/%ZZ", {})?.status).toBe(400);
    expect(admit("GET", "/api/documents/caf%C3%A9?q=%ZZ", {})).toBeNull();
  });

  it("lets API routes stream a chunked body (they stop at their limit) but wants a length on a page post", () => {
    expect(admit("PUT", "/api/documents/x", { "transfer-encoding": "chunked" })).toBeNull();
    expect(admit("POST", "/signin", { "transfer-encoding": "chunked" })?.status).toBe(411);
    expect(admit("GET", "/", { "transfer-encoding": "chunked" })).toBeNull();
  });
});
