/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { CSV_BOM, csvCell, toCsv } from './csv';
import { csvFileName } from './csv-file-name';

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('pixel 7')).toBe('pixel 7');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['＝1+2', "'＝1+2"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
  ])('neutralises the formula %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes a neutralised cell that starts with a carriage return', () => {
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('keeps negative numbers as numbers', () => {
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes dates as ISO 8601 and objects as JSON', () => {
    expect(csvCell(new Date('2024-03-01T10:00:00Z'))).toBe('2024-03-01T10:00:00.000Z');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header line and one CRLF-ended line per row', () => {
    const csv = toCsv(
      [
        { id: 'name', header: 'Name' },
        { id: 'note', header: 'Note, long' },
      ],
      [
        { name: 'Ada', note: 'says "hi"' },
        { name: '=cmd', note: undefined },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Name,"Note, long"\r\nAda,"says ""hi"""\r\n\'=cmd,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([{ id: 'a', header: 'A' }], [])).toBe(`${CSV_BOM}A\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file after the table and the local date', () => {
    expect(csvFileName('online-devices', new Date(2024, 0, 5, 23, 59))).toBe('online-devices-2024-01-05.csv');
    expect(csvFileName('a/b c', new Date(2024, 11, 31))).toBe('a-b-c-2024-12-31.csv');
  });
});
