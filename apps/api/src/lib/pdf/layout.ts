import { formatDate } from '@sewabeli/domain';
import PDFDocument from 'pdfkit';
import type {
  Column,
  DocumentName,
  KeyValueRow,
  LetterheadData,
  ReportHeadData,
  SignatureBlock,
} from './layout-types';
import { printable } from './printable';

const referenceOf = (data: LetterheadData | ReportHeadData) =>
  'reference' in data ? data.reference : `HP No. ${data.hpNo}`;

const MARGINS = { top: 48, bottom: 64, left: 56, right: 56 };
const COLOUR = { text: '#1a1a1a', muted: '#555555', rule: '#8c8c8c', fill: '#eef0f3' };
const SIZE = { body: 9.5, small: 8.5, table: 9, heading: 11, title: 15 };
const CELL_PADDING = 4;
const BLANK_LINE = '__________________________';

/** A `generatedOn` day as a fixed instant (midnight in Kuala Lumpur), so the same data gives the same bytes. */
function dayInstant(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * One agreement document being written: the letterhead on the first page, then headings, paragraphs,
 * tables and signature blocks flowing down A4 pages, and a footer (document, HP number, page x of n) on
 * every page at the end.
 */
export class AgreementPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;
  private readonly left = MARGINS.left;
  private readonly width: number;

  constructor(
    private readonly data: LetterheadData | ReportHeadData,
    /** An agreement document's name, or another letter's (the early-settlement quotation, issue 14). */
    private readonly name: DocumentName,
    references: readonly KeyValueRow[],
  ) {
    const at = dayInstant(data.generatedOn);
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGINS,
      bufferPages: true,
      font: 'Helvetica',
      info: {
        Title: printable(`${name} ${'reference' in data ? data.reference : data.hpNo}`),
        Author: printable(data.financier.name),
        Subject: printable(`${name} for ${data.hirer.name}`),
        Creator: 'Sewabeli',
        Producer: 'Sewabeli',
        CreationDate: at,
        ModDate: at,
      },
    });
    this.width = this.doc.page.width - MARGINS.left - MARGINS.right;
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.fillColor(COLOUR.text);
    this.letterhead(references);
  }

  private get bottom(): number {
    return this.doc.page.height - MARGINS.bottom;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private letterhead(references: readonly KeyValueRow[]): void {
    const { doc, data, left } = this;
    const top = MARGINS.top;
    const refWidth = 170;
    const refLeft = left + this.width - refWidth;
    const nameWidth = this.width - refWidth - 16;

    doc.font('Helvetica-Bold').fontSize(SIZE.title).text(printable(data.financier.name), left, top, {
      width: nameWidth,
    });
    doc
      .font('Helvetica')
      .fontSize(SIZE.small)
      .fillColor(COLOUR.muted)
      .text(printable(`Company No. ${data.financier.registrationNo}`), { width: nameWidth })
      .text(printable(data.financier.address), { width: nameWidth })
      .text(printable(`Tel: ${data.financier.phone}    Email: ${data.financier.email}`), {
        width: nameWidth,
      });
    const leftEnd = doc.y;

    let y = top + 2;
    for (const [label, value] of references) {
      doc.font('Helvetica').fontSize(SIZE.small).fillColor(COLOUR.muted);
      doc.text(printable(label), refLeft, y, { width: 60 });
      doc.font('Helvetica-Bold').fillColor(COLOUR.text);
      doc.text(printable(value), refLeft + 60, y, { width: refWidth - 60, align: 'right' });
      y = doc.y + 3;
    }

    const ruleY = Math.max(leftEnd, y) + 8;
    doc
      .moveTo(left, ruleY)
      .lineTo(left + this.width, ruleY)
      .lineWidth(1.2)
      .strokeColor(COLOUR.text)
      .stroke();
    doc.fillColor(COLOUR.text);
    doc.x = left;
    doc.y = ruleY + 16;
  }

  title(text: string, subtitle?: string): this {
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(SIZE.title).text(printable(text.toUpperCase()), this.left, doc.y, {
      width: this.width,
      align: 'center',
      characterSpacing: 0.6,
    });
    if (subtitle) {
      doc.moveDown(0.2);
      doc
        .font('Helvetica')
        .fontSize(SIZE.body)
        .fillColor(COLOUR.muted)
        .text(printable(subtitle), this.left, doc.y, { width: this.width, align: 'center' });
      doc.fillColor(COLOUR.text);
    }
    doc.moveDown(1.2);
    return this;
  }

  /** `keepWithNext`: the space what follows needs on the same page (a few lines by default). */
  heading(text: string, keepWithNext = 70): this {
    const { doc } = this;
    this.ensureSpace(keepWithNext);
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(SIZE.heading).text(printable(text), this.left, doc.y, {
      width: this.width,
    });
    doc.moveDown(0.35);
    return this;
  }

  paragraph(
    text: string,
    options: { bold?: boolean; align?: 'left' | 'justify'; keepWithNext?: number } = {},
  ): this {
    const { doc } = this;
    const content = printable(text);
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE.body);
    const textOptions = { width: this.width, align: options.align ?? 'justify', lineGap: 2 } as const;
    const height = doc.heightOfString(content, textOptions);
    this.ensureSpace(Math.min(height, 3 * (SIZE.body + 4)) + (options.keepWithNext ?? 0));
    doc.text(content, this.left, doc.y, textOptions);
    doc.moveDown(0.6);
    return this;
  }

  /** A two-column table: a shaded label cell and its value, rows growing with wrapped text. */
  keyValueTable(rows: readonly KeyValueRow[], labelShare = 0.4): this {
    const labelWidth = Math.round(this.width * labelShare);
    this.rows(
      [labelWidth, this.width - labelWidth],
      rows.map(([label, value]) => [label, value]),
      { shadeFirstColumn: true },
    );
    return this;
  }

  /** A table with a shaded header row. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): this {
    const widths = columns.map((column) => Math.round(this.width * column.width));
    widths[widths.length - 1] = this.width - widths.slice(0, -1).reduce((sum, w) => sum + w, 0);
    this.rows(widths, [columns.map((column) => column.header), ...rows], {
      headerRow: true,
      align: columns.map((column) => column.align ?? 'left'),
    });
    return this;
  }

  private rows(
    widths: readonly number[],
    rows: readonly (readonly string[])[],
    style: { shadeFirstColumn?: boolean; headerRow?: boolean; align?: readonly ('left' | 'right')[] },
  ): void {
    const header = style.headerRow ? rows[0] : undefined;
    const align = (column: number) => style.align?.[column] ?? 'left';
    rows.forEach((row, rowIndex) => {
      const isHeader = header !== undefined && rowIndex === 0;
      const shaded = (column: number) => isHeader || (style.shadeFirstColumn === true && column === 0);
      const height = this.rowHeight(widths, row, shaded);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        // A table that runs over a page repeats its header.
        if (header && !isHeader) this.drawRow(widths, header, () => true, align);
      }
      this.drawRow(widths, row, shaded, align);
    });
    this.doc.x = this.left;
    this.doc.moveDown(0.8);
  }

  private rowHeight(
    widths: readonly number[],
    row: readonly string[],
    shaded: (column: number) => boolean,
  ): number {
    const { doc } = this;
    doc.fontSize(SIZE.table);
    const heights = row.map((cell, column) => {
      doc.font(shaded(column) ? 'Helvetica-Bold' : 'Helvetica');
      const text = printable(cell);
      return doc.heightOfString(text === '' ? ' ' : text, { width: widths[column]! - 2 * CELL_PADDING });
    });
    return Math.max(...heights) + 2 * CELL_PADDING;
  }

  /** One row of bordered cells at doc.y; shaded cells are bold on a light fill. */
  private drawRow(
    widths: readonly number[],
    row: readonly string[],
    shaded: (column: number) => boolean,
    align: (column: number) => 'left' | 'right',
  ): void {
    const { doc } = this;
    const height = this.rowHeight(widths, row, shaded);
    const y = doc.y;
    let x = this.left;
    doc.lineWidth(0.6).strokeColor(COLOUR.rule);
    row.forEach((cell, column) => {
      const width = widths[column]!;
      if (shaded(column)) doc.rect(x, y, width, height).fill(COLOUR.fill);
      doc.rect(x, y, width, height).stroke();
      doc
        .fillColor(COLOUR.text)
        .font(shaded(column) ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(SIZE.table)
        .text(printable(cell), x + CELL_PADDING, y + CELL_PADDING, {
          width: width - 2 * CELL_PADDING,
          align: align(column),
        });
      x += width;
    });
    doc.y = y + height;
  }

  /** Numbered clauses: a bold title, then the clause text, kept together on one page where it fits. */
  clauses(items: readonly { title: string; text: string }[]): this {
    const { doc } = this;
    const indent = 20;
    const textOptions = { width: this.width - indent, align: 'justify', lineGap: 2 } as const;
    items.forEach((item, index) => {
      const title = printable(item.title);
      const text = printable(item.text);
      doc.font('Helvetica-Bold').fontSize(SIZE.body);
      const titleHeight = doc.heightOfString(title, textOptions);
      doc.font('Helvetica');
      const height = titleHeight + doc.heightOfString(text, textOptions);
      this.ensureSpace(Math.min(height, this.bottom - MARGINS.top));
      const y = doc.y;
      doc.font('Helvetica-Bold').text(`${index + 1}.`, this.left, y, { width: indent });
      doc.text(title, this.left + indent, y, textOptions);
      doc.font('Helvetica').text(text, this.left + indent, doc.y, textOptions);
      doc.moveDown(0.6);
    });
    doc.x = this.left;
    return this;
  }

  /** Signature blocks two abreast, each with space to sign above the line. */
  signatures(blocks: readonly SignatureBlock[]): this {
    const { doc } = this;
    const gap = 28;
    const columnWidth = (this.width - gap) / 2;
    const labelWidth = 78;
    const signingSpace = 44;
    const lineHeight = (label: string, value: string) => {
      doc.font('Helvetica').fontSize(SIZE.small);
      return Math.max(
        doc.heightOfString(printable(label), { width: labelWidth - 4 }),
        doc.heightOfString(printable(value === '' ? ' ' : value), { width: columnWidth - labelWidth }),
      );
    };
    const captionHeight = (block: SignatureBlock) => {
      doc.font('Helvetica-Bold').fontSize(SIZE.small);
      return doc.heightOfString(printable(block.caption), { width: columnWidth });
    };
    const linesHeight = (block: SignatureBlock) =>
      block.lines.reduce((sum, [label, value]) => sum + lineHeight(label, value) + 5, 0);

    for (let index = 0; index < blocks.length; index += 2) {
      const pair = blocks.slice(index, index + 2);
      // Both signing lines of a row sit at the same height, below the taller caption.
      const caption = Math.max(...pair.map(captionHeight));
      const height = caption + signingSpace + 6 + Math.max(...pair.map(linesHeight));
      this.ensureSpace(height + 6);
      const top = doc.y;
      pair.forEach((block, column) => {
        const x = this.left + column * (columnWidth + gap);
        doc.font('Helvetica-Bold').fontSize(SIZE.small).fillColor(COLOUR.text);
        doc.text(printable(block.caption), x, top, { width: columnWidth });
        let y = top + caption + signingSpace;
        doc
          .moveTo(x, y)
          .lineTo(x + columnWidth * 0.85, y)
          .lineWidth(0.8)
          .strokeColor(COLOUR.text)
          .stroke();
        y += 6;
        for (const [label, value] of block.lines) {
          const height = lineHeight(label, value);
          doc.font('Helvetica').fontSize(SIZE.small).fillColor(COLOUR.muted);
          doc.text(printable(label), x, y, { width: labelWidth - 4 });
          doc.fillColor(COLOUR.text);
          if (value === '') {
            doc.text(BLANK_LINE, x + labelWidth, y, { width: columnWidth - labelWidth, lineBreak: false });
          } else {
            doc.text(printable(value), x + labelWidth, y, { width: columnWidth - labelWidth });
          }
          y += height + 5;
        }
      });
      doc.x = this.left;
      doc.y = top + height + 18;
    }
    return this;
  }

  /** 'Yours faithfully,' and the financier's authorised signatory: how the financier's letters end. */
  financierSignOff(): this {
    return this.paragraph('Yours faithfully,', { align: 'left', keepWithNext: 110 }).signatures([
      {
        caption: `for and on behalf of ${this.data.financier.name}`,
        lines: [
          ['Name', ''],
          ['Designation', 'Authorised signatory'],
        ],
      },
    ]);
  }

  /** A part that only some documents have (a reducing-balance schedule), without breaking the chain. */
  apply(part: (pdf: this) => this): this {
    return part(this);
  }

  /** Writes the footer on every page and returns the finished PDF. */
  async finish(): Promise<Buffer> {
    const { doc, data } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // The footer sits inside the bottom margin; without this pdfkit would start a new page for it.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGINS.bottom + 22;
      doc
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLOUR.rule)
        .stroke();
      const pageText = `Page ${index - range.start + 1} of ${range.count}`;
      doc.font('Helvetica').fontSize(7.5).fillColor(COLOUR.muted);
      const pageWidth = doc.widthOfString(pageText);
      const left = this.fit(
        printable(
          `${this.name}  |  ${referenceOf(data)}  |  ${data.hirer.name}  |  ${formatDate(data.generatedOn)}`,
        ),
        this.width - pageWidth - 20,
      );
      doc.text(left, this.left, y, { lineBreak: false });
      doc.text(pageText, this.left + this.width - pageWidth, y, { lineBreak: false });
      doc.page.margins.bottom = MARGINS.bottom;
    }
    doc.end();
    return this.done;
  }

  /** The text cut with an ellipsis to fit `width` at the current font. */
  private fit(text: string, width: number): string {
    if (this.doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 0 && this.doc.widthOfString(`${cut}...`) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}...`;
  }
}
