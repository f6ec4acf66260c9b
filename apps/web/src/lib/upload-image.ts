/** What POST /files answers: the stored file's id and the signed-in-only url that serves it. */
export interface StoredImage {
  id: number;
  url: string;
}

export type StoredFile = StoredImage;

/**
 * Stores one upload through POST /files?kind=image|document|applicantDocument (checked by content on the server, decisions.md §8);
 * the screen then attaches the returned id to its record through tRPC.
 */
export async function uploadFile(
  file: File,
  kind: 'image' | 'document' | 'applicantDocument',
): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`/files?kind=${kind}`, { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error('Could not reach the server, please check your connection and try again.');
  }
  const answer: unknown = await res.json().catch(() => null);
  const fields = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (!res.ok || typeof fields.id !== 'number' || typeof fields.url !== 'string') {
    throw new Error(typeof fields.msg === 'string' ? fields.msg : 'The upload failed, please try again.');
  }
  return { id: fields.id, url: fields.url };
}

export function uploadImage(file: File): Promise<StoredImage> {
  return uploadFile(file, 'image');
}
