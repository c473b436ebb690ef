// Writes docs/api/openapi.json from the server's routes (the contract's schemas).
// `npm run openapi`; a test fails when the committed file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

const target = path.resolve(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
const document = await openApiDocument();
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.info(`Wrote ${path.relative(process.cwd(), target)}`);
