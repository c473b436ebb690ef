// `npm run demo:documents`: writes the demo 자료실's 한글 documents (.hwpx) for the browser's
// demo (src/adapters/fake/demo-documents/), as the server's seed makes them
// (server/seed/demo-hwpx.ts), so that one writer makes both. Run it after changing a document's
// text in src/domain/library/demo-library.ts; a test fails until then.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO_LIBRARY,
  demoLibraryFileName,
  demoLibraryText,
} from '../../src/domain/library/demo-library';
import { demoHwpx } from '../../server/seed/demo-hwpx';

const folder = path.resolve(import.meta.dirname, '../../src/adapters/fake/demo-documents');
fs.mkdirSync(folder, { recursive: true });
for (const document of DEMO_LIBRARY) {
  if (document.format !== 'hwpx') continue;
  const { fileName } = demoLibraryFileName(document);
  fs.writeFileSync(path.join(folder, fileName), await demoHwpx(...demoLibraryText(document)));
  console.info(`wrote ${fileName}`);
}
