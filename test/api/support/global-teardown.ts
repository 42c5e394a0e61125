import fs from 'node:fs';
import { dropServerDatabase, serverTemplates, TEMPLATES_DIRECTORY } from './database-templates';

/** Jest global teardown of the API tests: removes what global-setup.ts made. */
export default async function removeDatabaseTemplates(): Promise<void> {
  const directory = process.env[TEMPLATES_DIRECTORY];
  if (!directory) return;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = serverTemplates();
  if (serverUrl && templates) for (const name of Object.values(templates)) await dropServerDatabase(serverUrl, name);
  fs.rmSync(directory, { recursive: true, force: true });
  delete process.env[TEMPLATES_DIRECTORY];
}
