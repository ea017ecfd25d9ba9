import { describe, expect, it } from "vitest";
import { assetStore, databaseStore, s3Config } from "./asset-store";

const FULL = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_BUCKET: "pictures",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("asset store settings", () => {
  it("keeps pictures in the database when no bucket is configured", () => {
    expect(s3Config({})).toBeNull();
    expect(assetStore({})).toBe(databaseStore);
  });

  it("uses the bucket when all of S3_* is set, in us-east-1 unless told", () => {
    expect(s3Config(FULL)).toEqual({ ...FULL, S3_REGION: "us-east-1" });
    expect(assetStore({ ...FULL, S3_REGION: "eu-west-3" }).name).toBe("s3");
  });

  it("names the variable a half configuration is missing or gets wrong", () => {
    expect(() => s3Config({ ...FULL, S3_SECRET_ACCESS_KEY: "" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => s3Config({ ...FULL, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT: Expected the S3 endpoint as a URL/);
  });

  it("keeps the bytes in the row itself in the database store", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(await databaseStore.put("x", "image/png", bytes)).toBe(bytes);
    expect(await databaseStore.get({ id: "x", bytes })).toBe(bytes);
  });
});
