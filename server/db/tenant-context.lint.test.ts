import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The organization context is safe by construction only while the lint rules hold: these lint
 * small sources as if they were files of the app and expect the rules to fire (or not).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const CAST = `import type { Actor } from '../../db/tenant.js';
export const forged = { organizationId: 2, userId: 1, role: 'organization_admin', sessionId: 1 } as unknown as Actor;
`;
const MINT = `import { actorFromSession } from '../../db/mint-context.js';
export const forged = actorFromSession({ sessionId: 1, userId: 1, organizationId: 2, role: 'organization_user' });
`;

describe('lint rules that keep the organization context branded and routes thin', () => {
  it('refuses a cast to Actor or OrganizationScope outside mint-context.ts', async () => {
    expect(await ruleIds('server/features/documents/service.ts', CAST)).toContain(
      'no-restricted-syntax',
    );
    expect(
      await ruleIds('scripts/seed/any.ts', CAST.replace('Actor;', 'OrganizationScope;')),
    ).toContain('no-restricted-syntax');
  });

  it('lets only the auth plugin and the pipeline make a context', async () => {
    expect(await ruleIds('server/features/members/service.ts', MINT)).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds('server/features/documents/repo.ts', MINT)).toContain(
      'no-restricted-syntax',
    );
    const plugin = MINT.replace('../../db/', '../db/');
    expect(await ruleIds('server/plugins/auth.ts', plugin)).not.toContain('no-restricted-syntax');
    expect(await ruleIds('server/pipeline/pipeline.ts', plugin)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('keeps the database client in repo files and repos out of routes', async () => {
    const query = `import { db } from '../../db/client.js';\nexport const q = db;\n`;
    expect(await ruleIds('server/features/documents/service.ts', query)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds('server/features/documents/repo.ts', query)).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    const repoInRoute = `import { listDocuments } from './repo.js';\nexport const r = listDocuments;\n`;
    expect(await ruleIds('server/features/documents/routes.ts', repoInRoute)).toContain(
      'no-restricted-imports',
    );
  });
});
