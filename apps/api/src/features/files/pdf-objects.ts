/**
 * A small, tolerant reader of PDF object syntax, enough for the upload check to follow an action to its type:
 * dictionaries, arrays, names (with #xx escapes undone), references and the objects they point to. It never
 * interprets content streams and gives up quietly on what it cannot read.
 */

export type PdfValue =
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'name'; name: string }
  | { kind: 'ref'; id: number }
  | { kind: 'other' };

const OTHER: PdfValue = { kind: 'other' };

/** A PDF name as written may escape any character as #xx ('/J#61vaScript' is '/JavaScript'). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[()<>[\]{}/%]/;

/** Nesting deeper than this is not a document a check needs to read (and no stack overflows on a crafted one). */
const MAX_DEPTH = 64;

class Reader {
  constructor(
    private readonly text: string,
    public at: number,
  ) {}

  private skipSpace(): void {
    const { text } = this;
    while (this.at < text.length) {
      const char = text[this.at] ?? '';
      if (WHITESPACE.test(char)) this.at++;
      else if (char === '%') {
        while (this.at < text.length && text[this.at] !== '\n' && text[this.at] !== '\r') this.at++;
      } else break;
    }
  }

  private skipString(): void {
    let depth = 0;
    for (; this.at < this.text.length; this.at++) {
      const char = this.text[this.at];
      if (char === '\\') this.at++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) {
        this.at++;
        return;
      }
    }
  }

  /** The next token: a delimiter pair, a name ('/Name'), or a run of regular characters. */
  private token(): string | null {
    this.skipSpace();
    const { text } = this;
    if (this.at >= text.length) return null;
    const two = text.slice(this.at, this.at + 2);
    if (two === '<<' || two === '>>') {
      this.at += 2;
      return two;
    }
    const char = text[this.at] ?? '';
    if (char === '(') {
      this.skipString();
      return '(';
    }
    if (char === '<') {
      const end = text.indexOf('>', this.at);
      this.at = end < 0 ? text.length : end + 1;
      return '<';
    }
    if (char === '[' || char === ']' || char === '{' || char === '}' || char === ')' || char === '>') {
      this.at++;
      return char;
    }
    const start = this.at;
    this.at++;
    while (this.at < text.length) {
      const next = text[this.at] ?? '';
      if (WHITESPACE.test(next) || DELIMITER.test(next)) break;
      this.at++;
    }
    return text.slice(start, this.at);
  }

  private peekReference(): number | null {
    const match = /^\s*(\d+)\s+(\d+)\s+R(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(
      this.text.slice(this.at, this.at + 40),
    );
    if (!match) return null;
    this.at += match[0].length;
    return Number(match[1]);
  }

  value(depth = 0): PdfValue | null {
    if (depth > MAX_DEPTH) return null;
    const reference = this.peekReference();
    if (reference !== null) return { kind: 'ref', id: reference };
    const token = this.token();
    if (token === null || token === '>>' || token === ']') return null;
    if (token === '<<') {
      const entries = new Map<string, PdfValue>();
      for (;;) {
        const key = this.token();
        if (key === null || key === '>>') break;
        if (!key.startsWith('/')) continue;
        const value = this.value(depth + 1);
        if (value === null) break;
        entries.set(decodeName(key.slice(1)), value);
      }
      return { kind: 'dict', entries };
    }
    if (token === '[') {
      const items: PdfValue[] = [];
      for (let item = this.value(depth + 1); item !== null; item = this.value(depth + 1)) items.push(item);
      return { kind: 'array', items };
    }
    if (token.startsWith('/')) return { kind: 'name', name: decodeName(token.slice(1)) };
    return OTHER;
  }
}

/** The value written at `at` in `text` (e.g. just after 'obj'), or null when there is none to read. */
export function readValue(text: string, at: number): PdfValue | null {
  return new Reader(text, at).value();
}

/**
 * Every object definition found: `n g obj` in the file's dictionary text, and each object of the object streams
 * (their headers list the object numbers and offsets after /First). An object defined twice (incremental updates)
 * keeps every definition: the check judges them all.
 */
export function pdfObjects(
  bodies: readonly string[],
  objectStreams: readonly { text: string; first: number }[],
): Map<number, PdfValue[]> {
  const objects = new Map<number, PdfValue[]>();
  const add = (id: number, value: PdfValue | null) => {
    if (value === null) return;
    objects.set(id, [...(objects.get(id) ?? []), value]);
  };
  for (const body of bodies)
    for (const match of body.matchAll(/(\d+)\s+\d+\s+obj\b/g))
      add(Number(match[1]), readValue(body, (match.index ?? 0) + match[0].length));
  for (const { text, first } of objectStreams) {
    const header = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < header.length; i += 2) {
      const id = header[i];
      const offset = header[i + 1];
      if (Number.isInteger(id) && Number.isInteger(offset))
        add(id as number, readValue(text, first + (offset as number)));
    }
  }
  return objects;
}

/** A name's value of a dictionary entry after following references (first definitions that give one). */
export function resolve(value: PdfValue | undefined, objects: Map<number, PdfValue[]>): PdfValue[] {
  if (!value) return [];
  if (value.kind !== 'ref') return [value];
  return (objects.get(value.id) ?? []).filter((found) => found.kind !== 'ref');
}
