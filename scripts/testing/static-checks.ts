// `npm test`'s first step: the typecheck, ESLint, Prettier and the architecture check, in two
// lanes at once (two cores: ESLint's typed rules alone take as long as the other three). Each
// lane's output is printed when it ends; any failure fails the whole, after both have ended,
// so that one run says everything that is wrong.
import { spawn } from 'node:child_process';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name);

const LANES: readonly (readonly (readonly string[])[])[] = [
  [[bin('eslint'), '.']],
  [
    [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'],
    [bin('prettier'), '--check', '.'],
    [bin('tsx'), 'scripts/check-architecture.ts'],
  ],
];

function run(command: readonly string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const [file = '', ...args] = command;
    const child = spawn(file, args, { cwd: projectRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${String(error)}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function lane(commands: readonly (readonly string[])[]): Promise<boolean> {
  let ok = true;
  for (const command of commands) {
    const started = performance.now();
    const result = await run(command);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const name = path.basename(command[0] ?? '');
    console.info(`\n> ${name} ${command.slice(1).join(' ')} (${seconds} s)\n${result.output}`);
    if (!result.ok) {
      console.error(`✘ ${name} failed`);
      ok = false;
    }
  }
  return ok;
}

const results = await Promise.all(LANES.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
