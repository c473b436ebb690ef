import { crc32, deflateRawSync } from 'node:zlib';

/**
 * XLSX files written by hand (issue 27): a tiny zip writer, so that a test can make a workbook
 * whose sheet unpacks to far more than its size (a zip bomb) or holds any number of rows,
 * without a spreadsheet library building it in memory first.
 */
export interface ZipEntry {
  readonly name: string;
  readonly content: Buffer;
}

/** A zip of the entries, each deflated (what Excel writes). */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const packed = deflateRawSync(content, { level: 9 });
    const fileName = Buffer.from(name, 'utf8');
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(content), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(content.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A cell of inline text, as a row's XML. */
export function textCell(reference: string, text: string): string {
  return `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/**
 * An XLSX of one sheet whose rows are given as XML (`<row r="1">…</row>` each), as few bytes as
 * the parts Excel needs.
 */
export function xlsxOfRows(rows: Iterable<string>): Buffer {
  const text = (xml: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: text(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: text(
        `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      content: text(
        `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="거래내역" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: text(
        `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: Buffer.concat([
        text(`<worksheet xmlns="${MAIN}"><sheetData>`),
        ...Array.from(rows, (row) => Buffer.from(row)),
        Buffer.from('</sheetData></worksheet>'),
      ]),
    },
  ]);
}
