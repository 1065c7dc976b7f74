import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitySentence, rollbackDescription } from '../../../common/activity.js';
import type { ActivityItem } from '../../../common/contracts/activity.js';
import { documents } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../../test-support/documents.js';
import { SVG } from '../../test-support/isolation-world.js';
import { linkFromOutbox } from '../../test-support/outbox.js';
import { pollUntil } from '../../test-support/poll.js';
import { registerAccount, signInPlatformAdmin, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';

const THREAT_MODEL = corpusFile('business/pdf/04-k8s-admission-control-threat-model.pdf');
const LOCKED = corpusFile('robustness/pdf/pypdf__libreoffice-writer-password.pdf');

const nameOf = (item: ActivityItem) =>
  item.actor ? `${item.actor.firstName} ${item.actor.lastName}` : null;
const line = (item: ActivityItem) => activitySentence(item, nameOf(item));

describe.each(DB_KINDS)('the activity log records the real actions on %s', (kind) => {
  const t = useTestApp(kind, { withPipeline: true });
  let ana: Awaited<ReturnType<typeof registerAccount>>;

  const log = async (token: string, url = '/api/activity?limit=100') => {
    const response = await t.call('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ActivityItem[];
  };

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    ana = await registerAccount(t.app, {
      firstName: 'Ana',
      lastName: 'Lee',
      organizationName: 'Recording Co',
    });
  });

  it('records an upload, then the worker’s processed or failed, newest first', async () => {
    const upload = async (file: Buffer, name: string) => {
      const response = await uploadDocument(t.app, ana.token, file, `${name}.pdf`, name);
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().id as number;
      return { id, settled: await waitUntilSettled(t.app, ana.token, id) };
    };
    const plan = await upload(THREAT_MODEL, 'Q3 threat model');
    expect(plan.settled.status).toBe('processed');
    const locked = await upload(LOCKED, 'Locked plan');
    expect(locked.settled.status).toBe('failed');

    const items = (await log(ana.token)).filter((item) => item.kind.startsWith('document.'));
    expect(items.map(line)).toEqual([
      '“Locked plan” could not be processed',
      'Ana Lee uploaded “Locked plan”',
      '“Q3 threat model” was processed as Risk Analysis',
      'Ana Lee uploaded “Q3 threat model”',
    ]);
    expect(items.map((item) => item.details)).toEqual([
      { documentId: locked.id, name: 'Locked plan' },
      { documentId: locked.id, name: 'Locked plan' },
      { documentId: plan.id, name: 'Q3 threat model', category: 'risk_analysis' },
      { documentId: plan.id, name: 'Q3 threat model' },
    ]);
    // The worker did the processing: no one is named. Each line links its document.
    expect(items.map((item) => item.actor?.id ?? null)).toEqual([
      null,
      ana.user.id,
      null,
      ana.user.id,
    ]);
    expect(items[0]!.target).toEqual({ type: 'document', id: locked.id });
  });

  it('records a document the worker sweep fails after its last attempt', async () => {
    const [stuck] = await t.database.db
      .insert(documents)
      .values({
        name: 'Crashed plan',
        originalFilename: 'crashed.pdf',
        fileSize: 10,
        mimeType: 'application/pdf',
        storageKey: 'nowhere/crashed.pdf',
        organizationId: ana.organization.id,
        userId: ana.user.id,
        status: 'processing',
        attempts: 3,
        leaseOwner: 'a worker that died',
        leaseExpiresAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const failedLine = await pollUntil(
      async () =>
        (await log(ana.token)).find(
          (item) => item.kind === 'document.failed' && item.details.documentId === stuck!.id,
        ),
      (item) => item !== undefined,
      { timeoutMs: 10_000, intervalMs: 100, describe: () => 'the sweep’s failed line' },
    );
    expect(line(failedLine!)).toBe('“Crashed plan” could not be processed');
  });

  it('records a visualization created, saved as version n, restored and deleted', async () => {
    const documentId = (
      await uploadDocument(t.app, ana.token, THREAT_MODEL, 'r.pdf', 'Risks')
    ).json().id as number;
    await waitUntilSettled(t.app, ana.token, documentId);
    await t.database.db
      .update(documents)
      .set({ status: 'processed', category: 'risk_analysis' })
      .where(eq(documents.id, documentId));
    const created = await t.call('POST', `/api/documents/${documentId}/visualizations`, ana.token, {
      title: 'Roadmap board',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const save = (changeDescription: string) =>
      t.call('PUT', `/api/visualizations/${id}`, ana.token, {
        data: { risks: [] },
        changeDescription,
      });
    expect((await save('Tidied')).json().version).toBe(1);
    expect((await save('Tidied again')).json().version).toBe(2);
    expect((await save(rollbackDescription(1))).json().version).toBe(3);
    // A save the server refuses writes no version, so no line either.
    const refused = await t.call('PUT', `/api/visualizations/${id}`, ana.token, { data: 'nope{' });
    expect(refused.statusCode).toBe(400);

    const ofIt = async () =>
      (await log(ana.token)).filter(
        (item) => 'visualizationId' in item.details && item.details.visualizationId === id,
      );
    const before = await ofIt();
    expect(before.map(line)).toEqual([
      'Ana Lee restored version 1 of “Roadmap board” as version 3',
      'Ana Lee saved “Roadmap board” as version 2',
      'Ana Lee saved “Roadmap board” as version 1',
      'Ana Lee created the visualization “Roadmap board”',
    ]);
    expect(before[0]!.details).toEqual({
      visualizationId: id,
      title: 'Roadmap board',
      version: 3,
      restoredVersion: 1,
    });
    expect(before.every((item) => item.target?.type === 'visualization')).toBe(true);

    expect((await t.call('DELETE', `/api/visualizations/${id}`, ana.token)).statusCode).toBe(204);
    const after = await ofIt();
    expect(after.map(line)[0]).toBe('Ana Lee deleted the visualization “Roadmap board”');
    // The title was copied when it happened; nothing links to what is gone.
    expect(after.every((item) => item.target === null)).toBe(true);
  });

  it('records an invitation and the invitee joining; only admins see whom', async () => {
    const email = `bob-${Date.now()}@example.com`;
    const invited = await t.call('POST', '/api/user/organization/invite', ana.token, {
      email,
      role: 'organization_user',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = linkFromOutbox(t.config.mail.outboxDir, email, '/register?invite=')!;
    const bob = await t.call('POST', '/api/auth/register', null, {
      firstName: 'Bob',
      lastName: 'Stone',
      email,
      password: 'correct horse battery',
      inviteToken: new URL(link).searchParams.get('invite'),
    });
    expect(bob.statusCode, bob.body).toBe(201);

    const [joined, invitation] = (await log(ana.token)).filter((i) => i.kind.startsWith('member.'));
    expect(line(joined!)).toBe('Bob Stone joined as a User');
    expect(joined!.actor?.id).toBe(bob.json().user.id);
    expect(invitation!.details).toEqual({ email, role: 'organization_user' });
    expect(line(invitation!)).toBe(`Ana Lee invited ${email} to join as a User`);

    const asBob = (await log(bob.json().token)).find((i) => i.kind === 'member.invited')!;
    expect(asBob.details).toEqual({ role: 'organization_user' });
    expect(line(asBob)).toBe('Ana Lee invited a new member to join as a User');
  });

  it('records template changes in the platform log, which organizations never see', async () => {
    const root = await signInPlatformAdmin(t);
    const body = { name: 'Heat map', category: 'risk_analysis', content: SVG, svgContent: SVG };
    const created = await t.call('POST', '/api/admin/templates', root, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const renamed = { ...body, name: 'Heat map v2' };
    expect((await t.call('PUT', `/api/admin/templates/${id}`, root, renamed)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/templates/${id}`, root)).statusCode).toBe(204);

    const platform = await log(root, '/api/admin/activity');
    expect(platform.slice(0, 3).map((item) => [item.kind, item.details, item.target])).toEqual([
      [
        'template.deleted',
        { templateId: id, name: 'Heat map v2', category: 'risk_analysis' },
        null,
      ],
      [
        'template.updated',
        { templateId: id, name: 'Heat map v2', category: 'risk_analysis' },
        null,
      ],
      ['template.created', { templateId: id, name: 'Heat map', category: 'risk_analysis' }, null],
    ]);
    expect(line(platform[2]!)).toMatch(/ added the Risk Analysis template “Heat map”$/);
    expect(platform[0]!.actor).not.toBeNull();

    // Not in any organization's log, its own included; not readable by an organization's people.
    for (const token of [ana.token, root])
      expect((await log(token)).some((item) => item.kind.startsWith('template.'))).toBe(false);
    const denied = await t.call('GET', '/api/admin/activity', ana.token);
    expect(denied.statusCode).toBe(403);
  });
});
