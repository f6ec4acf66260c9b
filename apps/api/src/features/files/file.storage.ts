import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Local-disk storage under server-generated keys; the client's file name never reaches the file system. */
export interface FileStorage {
  put(data: Buffer, extension: string): Promise<string>;
  open(key: string): Readable;
}

/** A stored file's bytes, whole (for the background jobs that read what was uploaded). */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}\.[a-z]{3,4}$/;

export function localFileStorage(root: string): FileStorage {
  return {
    async put(data, extension) {
      const id = randomBytes(16).toString('hex');
      const key = `${id.slice(0, 2)}/${id}.${extension}`;
      await mkdir(path.join(root, id.slice(0, 2)), { recursive: true });
      await writeFile(path.join(root, key), data, { flag: 'wx' });
      return key;
    },
    open(key) {
      if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
      return createReadStream(path.join(root, key));
    },
  };
}
