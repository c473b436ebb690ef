// `npm run admin -- <command>`: administration from the command line (see USAGE).
import path from 'node:path';
import process from 'node:process';
import readline from 'node:readline';
import pino from 'pino';
import { AppError } from '../application/shared/app-error';
import { ConfigurationError, readServerConfig } from '../config';
import { createRuntime } from '../runtime';
import { type CommandIo, runAdminCommand, USAGE, UsageError } from './admin-commands';

const terminal: CommandIo = {
  print: (line) => console.info(line),
  async password(prompt) {
    const fromEnvironment = process.env.ADMIN_PASSWORD;
    if (fromEnvironment) return fromEnvironment;
    if (!process.stdin.isTTY) return readLine();
    const first = await askHidden(prompt);
    const second = await askHidden('한 번 더 입력해 주세요: ');
    if (first !== second) throw new UsageError('두 비밀번호가 다릅니다.');
    return first;
  },
};

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const projectRoot = path.resolve(import.meta.dirname, '..', '..');
  const config = readServerConfig(process.env, projectRoot);
  const runtime = await createRuntime(config, { logger: pino({ level: 'warn' }) });
  try {
    await runAdminCommand(argv, runtime.services, terminal);
    return 0;
  } finally {
    await runtime.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof AppError || error instanceof ConfigurationError)
      console.error(error.message);
    else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);

/** A line typed without echo. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    process.stdout.write(prompt);
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** The first line of piped input (`echo … | npm run admin -- create-admin …`). */
function readLine(): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin });
    rl.once('line', (line) => {
      resolve(line); // before close(), whose handler would resolve with ''
      rl.close();
    });
    rl.once('close', () => resolve(''));
  });
}
