// Where the bytes of stored pictures live: in the database (the Asset row itself; SQLite and
// PostgreSQL alike), the default, or in an S3-compatible bucket when S3_* is configured. Each row
// records its store, so pictures stored before a bucket was configured stay readable.
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { z } from "zod";

export interface AssetStore {
  readonly name: "db" | "s3";
  /** Keeps the bytes; answers what the Asset row holds of them (the database store: the bytes themselves). */
  put(id: string, type: string, bytes: Uint8Array): Promise<Uint8Array | null>;
  /** The bytes of a stored asset, from its row or from the bucket. */
  get(row: { id: string; bytes: Uint8Array | null }): Promise<Uint8Array | null>;
}

export const databaseStore: AssetStore = {
  name: "db",
  put: async (_id, _type, bytes) => bytes,
  get: async (row) => row.bytes,
};

const s3Schema = z.object({
  S3_ENDPOINT: z.url("Expected the S3 endpoint as a URL"),
  S3_BUCKET: z.string().min(1, "Expected a bucket name"),
  S3_ACCESS_KEY_ID: z.string().min(1, "Expected an access key id"),
  S3_SECRET_ACCESS_KEY: z.string().min(1, "Expected a secret access key"),
  S3_REGION: z.string().min(1).default("us-east-1"),
});
export type S3Config = z.infer<typeof s3Schema>;

/** The bucket's settings, or null when none is configured; a partial configuration is an error naming the variable. */
export function s3Config(env: Record<string, string | undefined>): S3Config | null {
  const keys = Object.keys(s3Schema.shape) as (keyof S3Config)[];
  if (keys.every((k) => !env[k])) return null;
  const parsed = s3Schema.safeParse(Object.fromEntries(keys.map((k) => [k, env[k] || undefined])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`S3 storage is half configured: ${String(issue.path[0])}: ${issue.message}`);
  }
  return parsed.data;
}

export function s3Store(config: S3Config): AssetStore {
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
    // Self-hosted S3-compatible stores (MinIO, Garage, Ceph) answer on paths, not on bucket subdomains.
    forcePathStyle: true,
  });
  const Bucket = config.S3_BUCKET;
  return {
    name: "s3",
    async put(id, type, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: `assets/${id}`, Body: bytes, ContentType: type }));
      return null;
    },
    async get(row) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: `assets/${row.id}` }));
        return out.Body ? await out.Body.transformToByteArray() : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
  };
}

const holder = globalThis as unknown as { hexfolioAssetStore?: AssetStore };

/** The store new pictures go to: the bucket when configured, else the database. */
export function assetStore(env: Record<string, string | undefined> = process.env): AssetStore {
  if (env !== process.env) {
    const config = s3Config(env);
    return config ? s3Store(config) : databaseStore;
  }
  holder.hexfolioAssetStore ??= ((config) => (config ? s3Store(config) : databaseStore))(s3Config(env));
  return holder.hexfolioAssetStore;
}

/** The store a stored row's bytes are in. */
export function storeOf(row: { store: string }): AssetStore {
  if (row.store === "db") return databaseStore;
  const config = s3Config(process.env);
  if (!config) throw new Error("A picture is kept in S3 storage, but S3_* is not configured");
  return assetStore();
}
