// Test support: a PDF read back as a person's viewer would (pdfjs-dist, the library the document analysis uses).

export interface ReadBack {
  text: string;
  pages: number;
  /** Points, of the first page. */
  size: [number, number];
  info: Record<string, unknown>;
}

/** The PDF read back as a person's viewer would: its text (whitespace collapsed), pages and info. */
export async function readBack(pdf: Buffer): Promise<ReadBack> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const content = await (await document.getPage(pageNumber)).getTextContent();
      for (const item of content.items) if ('str' in item) lines.push(item.str, item.hasEOL ? '\n' : '');
    }
    const viewport = (await document.getPage(1)).getViewport({ scale: 1 });
    const { info } = await document.getMetadata();
    return {
      text: lines.join(' ').replace(/\s+/g, ' '),
      pages: document.numPages,
      size: [Math.round(viewport.width), Math.round(viewport.height)],
      info: info as Record<string, unknown>,
    };
  } finally {
    await document.destroy();
  }
}
