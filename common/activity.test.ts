import { describe, expect, it } from 'vitest';
import {
  activityParts,
  activitySentence,
  restoredVersionOf,
  rollbackDescription,
} from './activity.js';

describe('activity lines', () => {
  it('names the subject apart, so a page can link it', () => {
    expect(
      activityParts(
        { kind: 'document.uploaded', details: { documentId: 1, name: 'Q3 plan' } },
        'Ana Lee',
      ),
    ).toEqual(['Ana Lee uploaded ', { subject: '“Q3 plan”' }]);
  });

  it('reads a document no category was recognised for, and an actor who is gone', () => {
    const processed = { documentId: 1, name: 'Notes', category: 'unknown' };
    expect(activitySentence({ kind: 'document.processed', details: processed }, null)).toBe(
      '“Notes” was processed; its category was not recognised',
    );
    const saved = { visualizationId: 2, title: 'Board', version: 4 };
    expect(activitySentence({ kind: 'visualization.version_saved', details: saved }, null)).toBe(
      'Someone saved “Board” as version 4',
    );
    const joined = { name: 'Bob Stone', role: 'organization_admin' };
    expect(activitySentence({ kind: 'member.joined', details: joined }, null)).toBe(
      'Bob Stone joined as an Org Admin',
    );
  });

  it('recognises a restore by the description the version page gives it, and only that', () => {
    expect(restoredVersionOf(rollbackDescription(12))).toBe(12);
    for (const other of [
      null,
      '',
      'Rolled back to Version 0',
      'Rolled back to Version 3!',
      'Edited',
    ])
      expect(restoredVersionOf(other)).toBeNull();
  });
});
