import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type FileStore, type ListedFile, checkedKey, contentTypeOf, temporaryFolder } from "./store.ts";

/** The S3_* settings (README: "Media in object storage"). */
export type S3Settings = {
  bucket: string;
  /** Empty for AWS itself; the address of R2, MinIO or another S3-compatible service otherwise. */
  endpoint?: string;
  region: string;
  /** Both empty: the AWS SDK's usual credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
};

/** Files of this size and more go up in 8 MB parts, four at a time; smaller ones in one request. */
const PART_SIZE = 8 * 1024 * 1024;

const notFound = (error: unknown) => error instanceof S3ServiceException && (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

/** Files in an S3-compatible bucket, with the same keys as on disk. */
export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: R2, MinIO and older S3-compatible services refuse the
    // newer default of a CRC trailer on every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  // Staged files wait here while they are checked, one folder per bucket so two sites on one machine keep theirs apart.
  const localStagingDir = path.join(os.tmpdir(), `steeple-staging-${createHash("sha256").update(`${settings.endpoint ?? "aws"} ${Bucket}`).digest("hex").slice(0, 12)}`);

  async function download(key: string, file: string) {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    await pipeline(answer.Body as Readable, createWriteStream(file, { mode: 0o600 }));
  }

  return {
    driver: "s3",
    localStagingDir,
    async putFile(key, file) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: createReadStream(file), ContentType: contentTypeOf(key) },
        partSize: PART_SIZE,
        queueSize: 4,
        // A failed multipart upload is aborted, so no half-stored parts stay in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
      await rm(file, { force: true });
    },
    async write(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentTypeOf(key) }));
    },
    async move(from, to) {
      const source = `${Bucket}/${checkedKey(from).split("/").map(encodeURIComponent).join("/")}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: checkedKey(to), CopySource: source, ContentType: contentTypeOf(to), MetadataDirective: "REPLACE" }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async info(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${head.ContentLength}"`, lastModified: head.LastModified ?? new Date(0), contentType: contentTypeOf(key) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return answer.Body as Readable;
    },
    async localCopy(key) {
      const folder = await temporaryFolder("download");
      const file = path.join(folder, path.basename(key));
      const release = () => rm(folder, { recursive: true, force: true });
      try {
        await download(key, file);
      } catch (error) {
        await release();
        throw error;
      }
      return { file, release };
    },
    async remove(keys) {
      for (let at = 0; at < keys.length; at += 1000) {
        const Objects = keys.slice(at, at + 1000).map((key) => ({ Key: checkedKey(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async removeFolder(folder) {
      await this.remove((await this.list(`${checkedKey(folder)}/`)).map((file) => file.key));
    },
    async list(prefix) {
      const found: ListedFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) found.push({ key: item.Key, lastModified: item.LastModified ?? new Date(0), size: item.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404 ? "the bucket does not exist" : status === 403 || status === 401 ? "the credentials are refused" : error instanceof Error ? error.message || error.name : String(error);
        throw new Error(`S3 bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ""} cannot be used: ${reason}`, { cause: error });
      }
      await mkdir(localStagingDir, { recursive: true });
    },
  };
}
