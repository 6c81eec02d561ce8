import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedSystem } from '../src/seed/system.js';

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it
 * (creating a PGlite database takes seconds, copying it a fraction of one).
 */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `efir_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
    await database.migrate();
    await seedSystem(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite', dir: undefined });
  await database.migrate();
  await seedSystem(database.db);
  const file = path.join(os.tmpdir(), `efir-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
