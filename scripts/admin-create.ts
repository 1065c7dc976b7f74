import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openConfiguredDatabase } from '../server/db/open-from-config.js';
import { ensurePlatformAdmin } from '../server/features/platform/platform-admin.js';
import { emailField, newPasswordField } from '../common/contracts/fields.js';

/** npm run admin:create -- --email E --password P [--first-name F --last-name L] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = emailField().safeParse(values.email ?? '');
  const password = newPasswordField().safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    console.error(
      'Usage: npm run admin:create -- --email admin@example.com --password "at least 8 characters"',
    );
    if (!email.success) console.error(`--email: ${email.error.issues[0]?.message}`);
    if (!password.success) console.error(`--password: ${password.error.issues[0]?.message}`);
    process.exit(2);
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    const outcome = await ensurePlatformAdmin(database.db, {
      email: email.data,
      password: password.data,
      firstName: values['first-name'],
      lastName: values['last-name'],
      resetPassword: true,
    });
    console.log(`Platform admin ${email.data}: ${outcome}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
