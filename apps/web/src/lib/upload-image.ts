import { DEFAULT_UPLOAD_LIMIT_BYTES, pickedFileIssue, type UploadKind } from '@sewabeli/domain';
import { showUploadProgress } from './upload-progress';

/** What POST /files answers: the stored file's id and the signed-in-only url that serves it. */
export interface StoredImage {
  id: number;
  url: string;
}

export type StoredFile = StoredImage;

/** Files above this show their progress while they travel (issue 29). */
const PROGRESS_FROM_BYTES = 1024 * 1024;

interface Answer {
  status: number;
  body: unknown;
}

function send(file: File, kind: UploadKind, onProgress: (fraction: number) => void): Promise<Answer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/files?kind=${kind}`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () =>
      reject(new Error('Could not reach the server, please check your connection and try again.'));
    request.send(body);
  });
}

/**
 * Stores one upload through POST /files?kind=image|document|applicantDocument (checked by content on the server,
 * decisions.md §8); the screen then attaches the returned id to its record through tRPC. A file the browser can
 * already tell is too large or of the wrong type is refused before anything is sent (issue 29); a large one shows
 * its progress.
 */
export async function uploadFile(file: File, kind: UploadKind): Promise<StoredFile> {
  const issue = pickedFileIssue(kind, file, DEFAULT_UPLOAD_LIMIT_BYTES);
  if (issue) throw new Error(`${file.name}: ${issue}.`);
  const progress = file.size > PROGRESS_FROM_BYTES ? showUploadProgress(file.name) : null;
  try {
    const answer = await send(file, kind, (fraction) => progress?.update(fraction));
    const fields =
      answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>) : {};
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok || typeof fields.id !== 'number' || typeof fields.url !== 'string') {
      throw new Error(typeof fields.msg === 'string' ? fields.msg : 'The upload failed, please try again.');
    }
    return { id: fields.id, url: fields.url };
  } finally {
    progress?.close();
  }
}

export function uploadImage(file: File): Promise<StoredImage> {
  return uploadFile(file, 'image');
}
