import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBeside, textFilesIn } from '../../../scripts/build/precompress';

describe('pre-compressed copies of the build', () => {
  let directory = '';
  afterEach(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  function write(name: string, content: string): string {
    const file = path.join(directory, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return file;
  }

  it('writes a Brotli and a gzip copy beside a text file that decode to the same bytes', () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-precompress-'));
    const content = `const 총동문회 = ${JSON.stringify('한빛고등학교 '.repeat(400))};\n`;
    const file = write('assets/index-abc.js', content);
    compressBeside(file);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8')).toBe(content);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8')).toBe(content);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(content.length / 10);
  });

  it('leaves small files and copies that would not be smaller alone', () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-precompress-'));
    const small = write('small.css', 'body{margin:0}');
    // Random bytes do not compress: a copy would be larger, so none is written.
    const random = path.join(directory, 'random.txt');
    fs.writeFileSync(random, randomBytes(4096));
    compressBeside(small);
    compressBeside(random);
    for (const copy of [`${small}.br`, `${small}.gz`, `${random}.br`, `${random}.gz`]) {
      expect(fs.existsSync(copy), copy).toBe(false);
    }
  });

  it('finds the text files of the build, in every folder, but no source maps, fonts or images', () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-precompress-'));
    for (const name of [
      'index.html',
      'assets/a.js',
      'assets/a.js.map',
      'assets/b.css',
      'assets/font.woff2',
      'assets/logo.svg',
      'assets/photo.png',
      'manifest.webmanifest',
    ]) {
      write(name, 'x');
    }
    const found = [...textFilesIn(directory)].map((file) => path.relative(directory, file)).sort();
    expect(found).toEqual(
      [
        'assets/a.js',
        'assets/b.css',
        'assets/logo.svg',
        'index.html',
        'manifest.webmanifest',
      ].sort(),
    );
  });
});
