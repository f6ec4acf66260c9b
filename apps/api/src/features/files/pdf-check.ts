import { inflateSync } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@sewabeli/domain';
import { decodeName, type PdfValue, pdfObjects, resolve } from './pdf-objects';

/** What a stored PDF may not carry (issue 28): each refused with its own message. */
export type PdfRefusal = 'javascript' | 'launch' | 'autoLink' | 'embeddedFile' | 'xfa' | 'locked';

export const PDF_REFUSAL_MESSAGES: Record<PdfRefusal, string> = {
  javascript: UPLOAD_MESSAGES.pdfJavaScript,
  launch: UPLOAD_MESSAGES.pdfLaunch,
  autoLink: UPLOAD_MESSAGES.pdfAutoLink,
  embeddedFile: UPLOAD_MESSAGES.pdfEmbeddedFile,
  xfa: UPLOAD_MESSAGES.pdfXfa,
  locked: UPLOAD_MESSAGES.pdfLocked,
};

/** The PDF names that mark each refusal, wherever they appear as a name (a key or a value) in a dictionary. */
const REFUSED_NAMES: Record<string, PdfRefusal> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'embeddedFile',
  EmbeddedFiles: 'embeddedFile',
  FileAttachment: 'embeddedFile',
  XFA: 'xfa',
};

/** Object streams inflate to at most this much each: a dictionary never needs more; a bomb stops here. */
const MAX_INFLATED = 16 * 1024 * 1024;

const NAME = /\/([^\s/[\]<>(){}%]+)/g;
const STREAM = /stream\r?\n/g;

function refusalInNames(text: string): PdfRefusal | null {
  for (const match of text.matchAll(NAME)) {
    const refusal = REFUSED_NAMES[decodeName(match[1] ?? '')];
    if (refusal) return refusal;
  }
  return null;
}

/**
 * The file's dictionaries as text: the body with every stream's data left out (compressed data and pixels would
 * read as names by chance), plus the inflated object streams, where PDF 1.5+ writers put most dictionaries.
 */
interface DictionaryText {
  /** The file's text without stream data. */
  parts: string[];
  /** Each inflated object stream, with where its first object starts (/First). */
  objectStreams: { text: string; first: number }[];
}

function dictionaryText(data: Buffer): DictionaryText {
  const text = data.toString('latin1');
  const parts: string[] = [];
  const objectStreams: DictionaryText['objectStreams'] = [];
  let from = 0;
  STREAM.lastIndex = 0;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const head = text.slice(from, match.index);
    parts.push(head);
    const dictionary = head.slice(head.lastIndexOf(' obj'));
    if (/\/Type\s*\/ObjStm/.test(dictionary) && /\/FlateDecode/.test(dictionary)) {
      try {
        const inflated = inflateSync(data.subarray(start, end), { maxOutputLength: MAX_INFLATED }).toString(
          'latin1',
        );
        objectStreams.push({ text: inflated, first: Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? 0) });
      } catch {
        // A stream that does not inflate holds no dictionary a reader would find either.
      }
    }
    from = end + 'endstream'.length;
    STREAM.lastIndex = from;
  }
  parts.push(text.slice(from));
  return { parts, objectStreams };
}

/**
 * Issue 40: the action types that reach out of the document when they run by themselves; the same types behind a
 * link the reader clicks stay accepted. JavaScript is refused wherever it appears (REFUSED_NAMES).
 */
const AUTO_ACTION_REFUSALS: Record<string, PdfRefusal> = {
  URI: 'autoLink',
  SubmitForm: 'autoLink',
  Launch: 'launch',
  GoToR: 'launch',
  ImportData: 'launch',
};

/** The refusal an action (inline or an indirect object, with its /Next chain) earns when it runs by itself. */
function actionRefusal(
  value: PdfValue | undefined,
  objects: Map<number, PdfValue[]>,
  seen = new Set<number>(),
): PdfRefusal | null {
  // Each indirect object is read once: a /Next chain that loops back ends there.
  if (value?.kind === 'ref') {
    if (seen.has(value.id)) return null;
    seen.add(value.id);
  }
  for (const action of resolve(value, objects)) {
    if (action.kind === 'array') {
      for (const item of action.items) {
        const refusal = item.kind === 'name' ? null : actionRefusal(item, objects, seen);
        if (refusal) return refusal;
      }
    }
    if (action.kind !== 'dict') continue;
    const type = action.entries.get('S');
    const refusal = type?.kind === 'name' ? AUTO_ACTION_REFUSALS[type.name] : undefined;
    if (refusal) return refusal;
    const next = actionRefusal(action.entries.get('Next'), objects, seen);
    if (next) return next;
  }
  return null;
}

/** Every /OpenAction and every /AA (a page's, an annotation's, a field's, the document's) in `value`. */
function autoActionRefusal(value: PdfValue, objects: Map<number, PdfValue[]>): PdfRefusal | null {
  if (value.kind === 'array') {
    for (const item of value.items) {
      const refusal = autoActionRefusal(item, objects);
      if (refusal) return refusal;
    }
    return null;
  }
  if (value.kind !== 'dict') return null;
  for (const [key, entry] of value.entries) {
    if (key === 'OpenAction') {
      // A destination ([page /Fit]) only shows a page; an action dictionary runs.
      const refusal = actionRefusal(entry, objects);
      if (refusal) return refusal;
    } else if (key === 'AA') {
      for (const triggers of resolve(entry, objects)) {
        if (triggers.kind !== 'dict') continue;
        for (const action of triggers.entries.values()) {
          const refusal = actionRefusal(action, objects);
          if (refusal) return refusal;
        }
      }
    }
    const nested = autoActionRefusal(entry, objects);
    if (nested) return nested;
  }
  return null;
}

/**
 * What the document, read as a viewer reads it (pdfjs, decrypting what an empty password opens), says it carries:
 * document and page scripts, annotation actions, attachments and XFA forms.
 */
async function refusalByReader(data: Buffer): Promise<PdfRefusal | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(data),
      isEvalSupported: false,
      enableXfa: true,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    // A PDF that needs a password hides its dictionaries from any check; one pdfjs cannot open at all is judged
    // by its names alone (and document analysis reports it as unreadable, as before).
    return (error as { name?: string }).name === 'PasswordException' ? 'locked' : null;
  }
  try {
    if (document.isPureXfa) return 'xfa';
    const { info } = (await document.getMetadata()) as { info: { IsXFAPresent?: boolean } };
    if (info.IsXFAPresent) return 'xfa';
    if (await document.getJSActions()) return 'javascript';
    if (await document.getAttachments()) return 'embeddedFile';
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      if (await page.getJSActions()) return 'javascript';
      for (const annotation of (await page.getAnnotations()) as Record<string, unknown>[]) {
        if (annotation.actions) return 'javascript';
        if (annotation.attachment || annotation.file) return 'embeddedFile';
      }
    }
    return null;
  } finally {
    await document.destroy();
  }
}

/**
 * Issue 28: a PDF carrying JavaScript, a launch action, an attached file or an XFA form is refused, and so is one
 * that a password keeps from being checked; issue 40: so is one that opens a web address, sends a form or opens
 * another file by itself (/OpenAction or /AA). Two readings, since either alone can be fooled: the names in its
 * dictionaries (escaped or inside object streams too) and what pdfjs finds opening it as a viewer would.
 */
export async function pdfRefusal(data: Buffer): Promise<PdfRefusal | null> {
  const { parts, objectStreams } = dictionaryText(data);
  for (const part of [...parts, ...objectStreams.map((stream) => stream.text)]) {
    const refusal = refusalInNames(part);
    if (refusal) return refusal;
  }
  const objects = pdfObjects(parts, objectStreams);
  for (const definitions of objects.values())
    for (const definition of definitions) {
      const refusal = autoActionRefusal(definition, objects);
      if (refusal) return refusal;
    }
  return refusalByReader(data);
}
