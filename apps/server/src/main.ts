import { ConfigError, loadConfig } from './platform/config/config';
import { openDatabase } from './platform/db/db';
import { loggerOptions } from './platform/logging/logging';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Open the database (PGlite compiles its WebAssembly) while the rest of the server loads.
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const [
    { pino },
    { createApp },
    { describeDemoAccount, seedDemoAccounts },
    { seedDemoDrugs },
    { seedDemoPrescriptions },
    { seedDemoOffers },
    { seedDemoJobs },
    { seedDemoFacilities },
  ] = await Promise.all([
    import('pino'),
    import('./app'),
    import('./features/accounts/accounts.seed'),
    import('./features/drugs/drugs.seed'),
    import('./features/prescriptions/prescriptions.seed'),
    import('./features/offers/offers.seed'),
    import('./features/jobs/jobs.seed'),
    import('./features/facilities/facilities.seed'),
  ]);
  const logger = pino(loggerOptions(config.LOG_LEVEL));
  const app = await createApp(config, logger, database);
  const accounts = config.seedDemo ? await seedDemoAccounts(app.platform) : [];
  if (config.seedDemo) {
    const drugs = await seedDemoDrugs(app.platform);
    if (drugs) logger.info({ drugs }, 'demo drug catalogue seeded');
    const prescriptions = await seedDemoPrescriptions(app.platform);
    const offers = await seedDemoOffers(app.platform);
    const jobs = await seedDemoJobs(app.platform);
    const facilities = await seedDemoFacilities(app.platform);
    if (prescriptions || offers || jobs || facilities)
      logger.info({ prescriptions, offers, jobs, facilities }, 'demo posts seeded');
  }
  const address = await app.http.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    { address, database: app.platform.database.kind, bus: app.platform.bus.kind },
    `ready in ${Math.round(process.uptime() * 1000)} ms`,
  );

  if (!config.isProduction) {
    const lines = [
      `\n  Dawa is running at ${config.publicUrl}  (dev mailbox: ${config.publicUrl}/dev/mailbox)`,
    ];
    if (accounts.length)
      lines.push(
        '  Demo accounts:',
        ...accounts.map((a) => `    ${a.email} / ${a.password}${describeDemoAccount(a)}`),
      );
    console.log(`${lines.join('\n')}\n`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    // A second signal (Ctrl-C twice) does not wait for the drain.
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
