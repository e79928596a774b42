// Opens the database (PGlite or PostgreSQL), applies pending migrations and seeds before any route runs;
// closes it when the app closes.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { isNewPgliteDir, openDatabase, type Database, type DatabaseOptions, type Db } from '../db/client';
import { builtTemplate } from '../db/pglite-template';
import { migrate } from '../db/migrate';
import { PRODUCTION_DEMO_WARNING, refuseDemoAccounts, seedDemo, seedSite } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** What the configuration says to open. */
export function databaseOptions(config: AppConfig): DatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    // a new data folder starts from the build's migrated template when there is one (skips initdb)
    pgliteTemplate: config.pgliteTemplate ?? (!config.databaseUrl && isNewPgliteDir(config.pgliteDir) ? builtTemplate() : undefined),
    pgSchema: config.pgSchema,
    dropSchemaOnClose: config.dropSchemaOnClose,
    poolMax: config.dbPoolMax,
  };
}

export interface DbPluginOptions {
  /** The same database already being opened (main.ts starts it before the rest of the server has loaded). */
  opening?: Promise<Database>;
}

export default fp(async function db(app: FastifyInstance, options: DbPluginOptions) {
  const { config } = app;
  const database = await (options.opening ?? openDatabase(databaseOptions(config)));
  try {
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    await seedSite(database.db, config);
    if (config.demoData) {
      await seedDemo(database.db, config, app.passwords);
      if (config.production) app.log.warn(PRODUCTION_DEMO_WARNING);
    } else if (config.production) {
      await refuseDemoAccounts(database.db, config, app.passwords); // issue 44: no published password in production
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => { await database.close(); });
  app.log.info({ database: database.kind }, 'database ready');
}, { name: 'db', dependencies: ['core'] });
