import { writeSync } from 'node:fs';
import { open, rename, rm, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FileHandle } from 'node:fs/promises';

// The few disk moves that make a write survive a crash or a power cut: fsync the data, rename over, fsync the folder.

let tempCounter = 0;
const TEMP_SUFFIX = '.tmp';

/** Temp files are hidden, named after their target, and unique per process and write. */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${++tempCounter}${TEMP_SUFFIX}`);
}

export function isTempName(name: string): boolean {
  return name.startsWith('.') && name.endsWith(TEMP_SUFFIX);
}

/**
 * Makes a folder's entries (a created or renamed file) durable. Windows cannot open a folder for fsync and NTFS
 * journals renames itself; some file systems answer EINVAL, meaning there is nothing to flush.
 */
export async function fsyncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'ENOTSUP') throw error;
  } finally {
    await handle.close();
  }
}

/** Writes every byte (a write may take only part of a large buffer). */
export async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done);
    done += bytesWritten;
  }
}

/** Writes every byte, blocking: for a small append, cheaper than a round trip through the thread pool. */
export function writeAllSync(fd: number, bytes: Uint8Array): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
}

/**
 * Replaces `path` with `data` so that a crash at any instant leaves either the old file or the new one, whole:
 * write a temp file beside it, fsync it, rename it over, fsync the folder.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = tempPathFor(path);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temp, 'wx');
    await writeAll(handle, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await renameOver(temp, path);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await fsyncDir(dirname(path));
}

/** On Windows a rename over a file another program holds open (a virus scanner, an indexer) fails for a moment. */
async function renameOver(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const transient = process.platform === 'win32' && (code === 'EPERM' || code === 'EACCES' || code === 'EBUSY');
      if (!transient || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
    }
  }
}

/** Deletes temp files a crashed writer left behind (only the folder's one writer may call this). */
export async function removeTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(names.filter(isTempName).map((name) => rm(join(dir, name), { force: true })));
}
