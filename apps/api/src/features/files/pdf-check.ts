import { inflateSync } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@sewabeli/domain';

/** What a stored PDF may not carry (issue 28): each refused with its own message. */
export type PdfRefusal = 'javascript' | 'launch' | 'embeddedFile' | 'xfa' | 'locked';

export const PDF_REFUSAL_MESSAGES: Record<PdfRefusal, string> = {
  javascript: UPLOAD_MESSAGES.pdfJavaScript,
  launch: UPLOAD_MESSAGES.pdfLaunch,
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

/** A PDF name as written may escape any character as #xx ('/J#61vaScript' is '/JavaScript'). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

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
function dictionaryText(data: Buffer): string[] {
  const text = data.toString('latin1');
  const parts: string[] = [];
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
        parts.push(
          inflateSync(data.subarray(start, end), { maxOutputLength: MAX_INFLATED }).toString('latin1'),
        );
      } catch {
        // A stream that does not inflate holds no dictionary a reader would find either.
      }
    }
    from = end + 'endstream'.length;
    STREAM.lastIndex = from;
  }
  parts.push(text.slice(from));
  return parts;
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
 * that a password keeps from being checked. Two readings, since either alone can be fooled: the names in its
 * dictionaries (escaped or inside object streams too) and what pdfjs finds opening it as a viewer would.
 */
export async function pdfRefusal(data: Buffer): Promise<PdfRefusal | null> {
  for (const part of dictionaryText(data)) {
    const refusal = refusalInNames(part);
    if (refusal) return refusal;
  }
  return refusalByReader(data);
}
