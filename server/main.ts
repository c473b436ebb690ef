// The server: builds the SPA if needed, prepares the database, and serves site and API on one
// port. `npm start` runs its bundle (scripts/run-server.mjs); the tests run this file with tsx.
import path from 'node:path';
import process from 'node:process';
import { ConfigurationError, readServerConfig } from './config';
import {
  maintenanceServicesOf,
  startMaintenance,
  watchAbandonedReceiptBatches,
  watchOutbox,
  watchPayments,
} from './maintenance';
import { createHttpApp, createRuntime, seedDemoData } from './runtime';
import { ensureSpaBuilt } from './spa-build';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // The pages' renderer (dist/render/) loads React from node_modules, which picks its slower,
  // checking development build unless told this is production.
  // Read before that default: NODE_ENV=production set by the operator keeps the payment sandbox
  // off (config.ts), while a plain `npm start` runs it.
  const projectRoot = path.resolve(import.meta.dirname, '..');
  const config = readServerConfig(process.env, projectRoot);
  process.env.NODE_ENV ??= 'production';
  if (config.serveSpa) await ensureSpaBuilt(projectRoot, (message) => console.info(message));

  const runtime = await createRuntime(config);
  const demo = config.seedDemoData ? await seedDemoData(runtime) : null;
  const app = await createHttpApp(runtime);
  await app.listen({ port: config.port, host: config.host });
  const maintenance = startMaintenance(maintenanceServicesOf(runtime), runtime.logger);
  const batchWatch = watchAbandonedReceiptBatches(
    runtime.services.receiptBatches,
    runtime.ports.settings.receiptBatchTakeoverMs,
    runtime.logger,
  );

  const paymentWatch = watchPayments(
    {
      confirmations: runtime.services.paymentConfirmations,
      pledges: runtime.services.pledgeCharging,
      eventFees: runtime.services.eventFeeCheckouts,
    },
    runtime.logger,
  );
  const outboxWatch = watchOutbox(
    runtime.services.messageDelivery,
    runtime.logger,
    undefined,
    runtime.services.campaignSending,
  );

  const where =
    runtime.database.dialect === 'postgres'
      ? 'PostgreSQL'
      : path.join(config.dataDir, 'alumni.sqlite');
  console.info(
    `\n${config.associationName} 웹사이트가 열렸습니다: http://localhost:${config.port}`,
  );
  console.info(`데이터베이스: ${where}   API 문서: http://localhost:${config.port}/api/docs`);
  if (demo) {
    console.info('\n데모 계정 (DATA_DIR/demo-accounts.txt에도 적어 두었습니다):');
    for (const account of demo)
      console.info(`  ${account.userId} / ${account.password}  (${account.description})`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.logger.info({ signal }, 'shutting down');
    batchWatch.stop();
    paymentWatch.stop();
    const force = setTimeout(() => {
      runtime.logger.error(
        { graceMs: SHUTDOWN_GRACE_MS },
        'shutdown did not finish in time (connections still open?)',
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void app
      .close()
      .then(() => maintenance.stop())
      .then(() => outboxWatch.stop())
      .then(() => runtime.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          // Said before leaving: a stop that fails is otherwise only an exit code.
          runtime.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError) console.error(`설정 오류: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
