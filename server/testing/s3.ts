import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-store.ts";

/** s3rver's own key pair: it checks request signatures against it, so other keys are refused. */
const KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver, files in a temporary folder) on loopback with an empty bucket (and a spare),
 * for tests of the S3 driver through the same AWS SDK client production uses.
 */
export async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), "steeple-s3-"));
  const bucket = `steeple-${randomBytes(4).toString("hex")}`;
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }, { name: `${bucket}-spare` }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  const settings: S3Settings = { bucket, endpoint, region: "us-east-1", forcePathStyle: true, ...KEY };
  return {
    settings,
    /** The same settings as the environment variables an instance reads. */
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: KEY.accessKeyId, S3_SECRET_ACCESS_KEY: KEY.secretAccessKey, S3_FORCE_PATH_STYLE: "true" },
    /** A second empty bucket (a restore's target). */
    spareBucket: `${bucket}-spare`,
    /** Where s3rver keeps the bucket's files. */
    directory,
    /** Stops answering (an outage); the bucket's files stay for the test to look at. */
    async stop() {
      if (!stopped) await server.close();
      stopped = true;
    },
    async close() {
      await this.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
