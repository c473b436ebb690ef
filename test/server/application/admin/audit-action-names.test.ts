import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  accessDetailLabel,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditActionLabel,
} from '../../../../src/domain/admin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sourcesUnder(folder: string): { file: string; text: string }[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(root, folder, name))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

const writers = [...sourcesUnder('server/application'), ...sourcesUnder('src/adapters/fake')];
const HANGUL = /\p{Script=Hangul}/u;

/**
 * Issue 29 item 10: the audit log and the access records name every action in Korean, from the
 * one table in src/domain/admin/audit.ts.
 */
describe('the Korean names of the actions the server records', () => {
  it('names every action the server and the fake write, found by scanning their calls', () => {
    const used = new Set<string>();
    for (const { text } of writers) {
      for (const match of text.matchAll(/AUDIT_ACTIONS\.(\w+)/gu)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(30);
    const codes = AUDIT_ACTIONS as Readonly<Record<string, string>>;
    for (const key of used) {
      const code = codes[key];
      expect(code, `AUDIT_ACTIONS.${key}`).toBeDefined();
      expect(auditActionLabel(code ?? ''), code).toMatch(HANGUL);
    }
  });

  it('has no action written as a bare code, outside the table', () => {
    const bare: string[] = [];
    for (const { file, text } of writers) {
      // The arguments before the action's own code (a callback's body starts with `{`).
      for (const call of text.matchAll(/\.(?:audited|accessed)\(([^{;]*)/gsu)) {
        const literal = /['`]([a-z-]+(?:\.[a-z-]+)+)/u.exec(call[1] ?? '');
        if (literal) bare.push(`${path.relative(root, file)}: ${literal[1] ?? ''}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('gives each code of the table a Korean name', () => {
    for (const code of Object.values(AUDIT_ACTIONS)) {
      expect(AUDIT_ACTION_LABELS[code], code).toMatch(HANGUL);
    }
  });

  it('reads an access record’s detail in Korean, records written before this change included', () => {
    expect(accessDetailLabel('member.list')).toBe('회원 목록 조회');
    expect(accessDetailLabel('receipt.export 2025년')).toBe(
      '기부금영수증 발급명세 내려받기 (2025년)',
    );
    expect(accessDetailLabel('receipt.register.export 2025')).toBe(
      '기부금영수증 발급명세 내려받기 (2025)',
    );
    expect(accessDetailLabel('손으로 적은 내용')).toBe('손으로 적은 내용');
    expect(accessDetailLabel(null)).toBeNull();
  });
});
