import fs from 'node:fs';
import path from 'node:path';

/**
 * The receipts' font, Noto Sans CJK KR cut down to what src/domain/donations/receipt-font.ts
 * lists (scripts/build/receipt-font.ts made them; SIL Open Font License, fonts/OFL.txt), as
 * paths from the project's root.
 */
export const RECEIPT_FONT_FILES = {
  regular: 'server/adapters/pdf/fonts/NotoSansCJKkr-Regular.receipt.otf',
  bold: 'server/adapters/pdf/fonts/NotoSansCJKkr-Bold.receipt.otf',
} as const;

/**
 * The fonts' absolute paths. The project's root is the nearest folder above this module with a
 * package.json: the same from server/adapters/pdf/ and from the server's build, dist-server/.
 */
export function receiptFontPaths(): { regular: string; bold: string } {
  let folder = import.meta.dirname;
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('The project root (package.json) is not found.');
    folder = parent;
  }
  return {
    regular: path.join(folder, RECEIPT_FONT_FILES.regular),
    bold: path.join(folder, RECEIPT_FONT_FILES.bold),
  };
}
