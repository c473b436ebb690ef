import { RECEIPT_CERTIFICATION, type ReceiptDocument } from '../../../src/domain/donations/receipt';
import { printableOnReceipt } from '../../../src/domain/donations/receipt-font';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';
import { formatNumber } from '../../../src/domain/shared/format/number-format';
import { A4, type DrawnDocument, type DrawOperation, type FontWeight } from './drawing';

const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN;
const ROW = 22;
const LINE_ROW = 20;
const LABEL_FILL = 0.93;
/** Room the total needs under the table. */
const TOTAL_HEIGHT = 48;
/** The certification (two lines), the date and the issuer, then a line per note. */
const CERTIFICATION_HEIGHT = 36;
const DATE_HEIGHT = 26;
const ISSUER_HEIGHT = 28;
const NOTE_HEIGHT = 13;

/** The table of donations: 유형, 코드, 구분, 연월일, 내용, 금액. */
const COLUMNS = [
  { title: '유형', width: 72 },
  { title: '코드', width: 36 },
  { title: '구분\n(금전 또는 현물)', width: 70 },
  { title: '연월일', width: 70 },
  { title: '내용\n(품명, 수량, 단가)', width: 157.28 },
  { title: '금액(원)', width: 110 },
] as const;

interface CellStyle {
  readonly weight?: FontWeight;
  readonly align?: 'left' | 'center' | 'right';
  readonly fill?: number;
  readonly size?: number;
  readonly lines?: number;
}

/**
 * 기부금영수증 laid out as 소득세법 시행규칙 별지 제45호의2서식 is: the serial, the title, the
 * sections 기부자, 기부금 단체, 기부금 모집처 and 기부내용 as ruled tables, the certification, the
 * date and the issuer. A long table continues on the next page under its header.
 */
export function receiptDrawing(receipt: ReceiptDocument): DrawnDocument {
  const operations: DrawOperation[] = [];
  const text = (
    value: string,
    x: number,
    y: number,
    width: number,
    style: CellStyle & { size: number },
  ) =>
    operations.push({
      kind: 'text',
      // A character the font lacks shows as 〓, not as an empty box.
      text: printableOnReceipt(value),
      x,
      y,
      width,
      align: style.align ?? 'left',
      weight: style.weight ?? 'regular',
      size: style.size,
      ...(style.lines === undefined ? {} : { lines: style.lines }),
    });
  const cell = (
    value: string,
    x: number,
    y: number,
    width: number,
    height: number,
    style: CellStyle = {},
  ) => {
    const size = style.size ?? 9.5;
    const lines = style.lines ?? (value.includes('\n') ? 2 : 1);
    operations.push({
      kind: 'box',
      x,
      y,
      width,
      height,
      lineWidth: 0.6,
      ...(style.fill === undefined ? {} : { fill: style.fill }),
    });
    const textHeight = size * 1.2 * lines;
    text(value, x + 4, y + Math.max(2, (height - textHeight) / 2 + 1), width - 8, {
      ...style,
      size,
      lines,
    });
  };
  /** A row of label and value pairs, the labels shaded. */
  const pairs = (y: number, items: readonly [string, string, number, number][]) => {
    let x = MARGIN;
    for (const [label, value, labelWidth, valueWidth] of items) {
      cell(label, x, y, labelWidth, ROW, {
        fill: LABEL_FILL,
        align: 'center',
        size: 8.5,
        lines: label.includes('\n') ? 2 : 1,
      });
      cell(value, x + labelWidth, y, valueWidth, ROW, { lines: 1 });
      x += labelWidth + valueWidth;
    }
    return y + ROW;
  };
  const heading = (title: string, y: number) => {
    text(title, MARGIN, y, WIDTH, { size: 10.5, weight: 'bold' });
    return y + 16;
  };

  // The form's name, the serial, the title.
  text('■ 소득세법 시행규칙 [별지 제45호의2서식]', MARGIN, MARGIN, WIDTH / 2, { size: 8 });
  cell('일련번호', MARGIN + WIDTH - 190, MARGIN - 4, 70, 20, {
    fill: LABEL_FILL,
    align: 'center',
    size: 8.5,
  });
  cell(receipt.serial, MARGIN + WIDTH - 120, MARGIN - 4, 120, 20, {
    align: 'center',
    weight: 'bold',
  });
  text(receipt.reissue ? '기부금 영수증 (재발급)' : '기부금 영수증', MARGIN, 74, WIDTH, {
    size: 20,
    weight: 'bold',
    align: 'center',
  });
  let y = 116;

  y = heading('1. 기부자', y);
  const donor = receipt.donor;
  y = pairs(y, [
    ['성명(법인명)', donor.name, 80, 177.64],
    ['주민등록번호\n(사업자등록번호)', donor.identityNumber ?? '', 100, 157.64],
  ]);
  y = pairs(y, [['주소(소재지)', donor.address ?? '', 80, WIDTH - 80]]) + 10;

  y = heading('2. 기부금 단체', y);
  const issuer = receipt.issuer;
  y = pairs(y, [
    ['단체명', issuer.name, 80, 177.64],
    ['사업자등록번호\n(고유번호)', issuer.registrationNumber, 100, 157.64],
  ]);
  y = pairs(y, [['소재지', issuer.address, 80, WIDTH - 80]]);
  y = pairs(y, [['기부금공제대상\n단체 근거법령', issuer.legalBasis, 80, WIDTH - 80]]) + 10;

  y = heading('3. 기부금 모집처(언론기관 등)', y);
  y =
    pairs(y, [
      ['단체명', '해당 없음', 80, 177.64],
      ['사업자등록번호', '', 100, 157.64],
    ]) + 10;

  const tableHeader = (top: number) => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      cell(column.title, x, top, column.width, 28, {
        fill: LABEL_FILL,
        align: 'center',
        size: 8.5,
        lines: 2,
      });
      x += column.width;
    }
    return top + 28;
  };
  y = heading('4. 기부내용', y);
  y = tableHeader(y);
  for (const line of receipt.lines) {
    if (y + LINE_ROW > BOTTOM) {
      operations.push({ kind: 'page' });
      y = heading('4. 기부내용 (계속)', MARGIN);
      y = tableHeader(y);
    }
    const values = [
      line.type,
      line.code,
      line.category,
      line.date.replaceAll('-', '.'),
      line.description,
      formatNumber(line.amount),
    ];
    let x = MARGIN;
    for (const [index, column] of COLUMNS.entries()) {
      cell(values[index] ?? '', x, y, column.width, LINE_ROW, {
        align: index === 5 ? 'right' : index === 4 ? 'left' : 'center',
        size: 9,
      });
      x += column.width;
    }
    y += LINE_ROW;
  }
  // The total stays with the table; the certification may go to the next page.
  if (y + TOTAL_HEIGHT > BOTTOM) {
    operations.push({ kind: 'page' });
    y = MARGIN;
  }
  const totalLabelWidth = WIDTH - COLUMNS[5].width;
  cell('합계', MARGIN, y, totalLabelWidth, LINE_ROW, {
    fill: LABEL_FILL,
    align: 'center',
    weight: 'bold',
  });
  cell(formatNumber(receipt.total), MARGIN + totalLabelWidth, y, COLUMNS[5].width, LINE_ROW, {
    align: 'right',
    weight: 'bold',
  });
  y += LINE_ROW + 4;
  text(`(금 ${formatKoreanAmount(receipt.total)})`, MARGIN, y, WIDTH, { size: 9, align: 'right' });
  y += 16;
  const notes = [
    '※ 코드: 특례기부금 10, 일반기부금 40. 구분: 금전 또는 현물. 현물은 내용에 품명과 수량을 적습니다.',
    donor.identityNumber?.includes('*')
      ? '※ 개인정보 보호를 위해 주민등록번호 뒷자리를 가려 적었습니다.'
      : null,
    receipt.reissue ? `※ 이 영수증은 일련번호 ${receipt.serial}의 재발급본입니다.` : null,
  ].filter((note): note is string => note !== null);
  // Only what does not fit goes over: a year of monthly gifts (13 lines) stays on one page.
  const closing = CERTIFICATION_HEIGHT + DATE_HEIGHT + ISSUER_HEIGHT + notes.length * NOTE_HEIGHT;
  if (y + closing > BOTTOM) {
    operations.push({ kind: 'page' });
    y = MARGIN;
  }

  // The certification, the date and the issuer.
  text(RECEIPT_CERTIFICATION, MARGIN, y, WIDTH, { size: 10, lines: 3 });
  y += CERTIFICATION_HEIGHT;
  const [year, month, day] = receipt.issuedOn.split('-').map(Number);
  text(`${year}년 ${month}월 ${day}일`, MARGIN, y, WIDTH, { size: 11, align: 'center' });
  y += DATE_HEIGHT;
  text(
    `기부금 수령인   ${issuer.name}   대표 ${issuer.representative}   (직인 생략)`,
    MARGIN,
    y,
    WIDTH,
    {
      size: 11,
      weight: 'bold',
      align: 'right',
    },
  );
  y += ISSUER_HEIGHT;
  for (const note of notes) {
    text(note, MARGIN, y, WIDTH, { size: 8 });
    y += NOTE_HEIGHT;
  }
  return {
    title: `기부금영수증 ${receipt.serial}`,
    author: issuer.name,
    operations,
  };
}
