import { describe, expect, it } from 'vitest';
import type { Fragment } from './pdf-lines.js';
import { WORD_BREAK } from './pdf-cells.js';
import { documentVocabulary, healWordBreaks } from './pdf-words.js';
import { blocksOf, frag, table } from '../../test-support/pdf-fragments.js';

function tableRows(fragments: Fragment[]): string[][][] {
  return blocksOf(fragments).flatMap((b) => (b.type === 'table' ? [b.rows] : []));
}

describe('words broken in narrow PDF table cells', () => {
  // The first column is 50 units wide: "Authentica" fills it, the next column starts 10 after.
  const columns = [50, 110, 260];

  it('joins a word whose first line filled its cell', () => {
    const rows = tableRows(
      table(columns, [
        [['Feature'], ['Notes'], ['Owner']],
        [['Authentica', 'tion'], ['Sign in with a', 'password'], ['Security']],
        [['Reporting'], ['Monthly summary'], ['Finance']],
      ]),
    );
    expect(rows).toEqual([
      [
        ['Feature', 'Notes', 'Owner'],
        ['Authentication', 'Sign in with a password', 'Security'],
        ['Reporting', 'Monthly summary', 'Finance'],
      ],
    ]);
  });

  it('keeps the space after a line that ends short of the cell edge', () => {
    const rows = tableRows(
      table(columns, [
        [['Feature'], ['Notes'], ['Owner']],
        [['Authentica', 'tion'], ['Sign in', 'later'], ['Security']],
        [['Data', 'backups'], ['Nightly'], ['Operations']],
      ]),
    );
    expect(rows[0]?.[2]?.[0]).toBe('Data backups');
  });

  it('keeps two words apart when both occur elsewhere in the document and the joined word does not', () => {
    const fragments = [
      frag('Quarterly sales are reviewed by the team.', 50, 760),
      ...table(columns, [
        [['Feature'], ['Notes'], ['Owner']],
        [['Authentica', 'tion'], ['Sign in', 'later'], ['Security']],
        [['Quarterly', 'sales'], ['Reviewed'], ['Finance']],
      ]),
    ];
    expect(tableRows(fragments)[0]?.[2]).toEqual(['Quarterly sales', 'Reviewed', 'Finance']);
  });

  it('takes in a header cell that starts above the rest of its row', () => {
    // Header cells aligned to the bottom: the long header's first line stands alone above.
    const fragments = [
      frag('ID', 50, 689),
      frag('Description', 80, 689),
      frag('Likeli', 300, 700),
      frag('hood', 300, 689),
      ...table(
        [50, 80, 300],
        [
          [['R1'], ['Supplier fails'], ['High']],
          [['R2'], ['Key staff leave'], ['Low']],
        ],
        671,
      ),
    ];
    expect(tableRows(fragments)[0]?.[0]).toEqual(['ID', 'Description', 'Likelihood']);
  });

  it('joins an identifier and a date broken in narrow cells', () => {
    const rows = tableRows(
      table(
        [50, 72, 200, 232],
        [
          [['ID'], ['Risk'], ['Due'], ['Owner']],
          [['R', '1'], ['Supplier fails'], ['10/1', '0/24'], ['PM']],
          [['R', '2'], ['Key staff leave'], ['5/5'], ['HR']],
        ],
      ),
    );
    expect(rows[0]?.slice(1)).toEqual([
      ['R1', 'Supplier fails', '10/10/24', 'PM'],
      ['R2', 'Key staff leave', '5/5', 'HR'],
    ]);
  });

  it('joins a hyphenated word wrapped in a cell without a space', () => {
    const rows = tableRows(
      table(columns, [
        [['Feature'], ['Notes'], ['Owner']],
        [['Search'], ['Plans for the long-', 'term index'], ['Platform']],
      ]),
    );
    expect(rows[0]?.[1]?.[1]).toBe('Plans for the long-term index');
  });
});

describe('healWordBreaks', () => {
  const cut = (...pieces: string[]) => pieces.join(WORD_BREAK);

  it('joins pieces that are not words of the document', () => {
    expect(healWordBreaks(`${cut('Schem', 'aless')} store`, new Set(['store']))).toBe(
      'Schemaless store',
    );
    expect(healWordBreaks(cut('Re', 'spo', 'nsible'), new Set())).toBe('Responsible');
  });

  it('keeps a space between two words of the document unless it uses the joined word', () => {
    expect(healWordBreaks(cut('Backups', 'data'), new Set(['backups', 'data']))).toBe(
      'Backups data',
    );
    expect(healWordBreaks(cut('under', 'stand'), new Set(['under', 'stand', 'understand']))).toBe(
      'understand',
    );
  });

  it('joins a last letter that did not fit, even when it is a word', () => {
    expect(healWordBreaks(cut('Agend', 'a'), new Set(['a']))).toBe('Agenda');
    expect(healWordBreaks(cut('Review', 'of'), new Set(['of']))).toBe('Review of');
  });

  it('builds the vocabulary without the pieces around breaks', () => {
    expect([...documentVocabulary([`Data ${cut('Authentica', 'tion')}`, 'It’s done'])]).toEqual([
      'data',
      'it',
      's',
      'done',
    ]);
  });
});
