import { describe, expect, it } from '@jest/globals';
import { mostActiveSchool } from '../../src/scoring/most-active.js';

describe('most active school', () => {
  it('counts films per school, names folded (width, case, spaces)', () => {
    const films = [
      { school: 'Dune College', submittedAt: '2023-11-02T00:00:00.000Z' },
      { school: 'ＤＵＮＥ  college ', submittedAt: '2023-11-03T00:00:00.000Z' },
      { school: 'Oasis School', submittedAt: '2023-11-01T00:00:00.000Z' },
    ];
    expect(mostActiveSchool(films)).toEqual({ school: 'Dune College', films: 2 });
  });

  it('gives an equal count to the school that reached it first, whatever the input order', () => {
    const films = [
      { school: 'B', submittedAt: '2023-11-05T00:00:00.000Z' },
      { school: 'A', submittedAt: '2023-11-01T00:00:00.000Z' },
      { school: 'A', submittedAt: '2023-11-06T00:00:00.000Z' }, // A reaches 2 films on the 6th
      { school: 'B', submittedAt: '2023-11-04T00:00:00.000Z' }, // B reached 2 films on the 5th: B wins
    ];
    expect(mostActiveSchool(films)).toEqual({ school: 'B', films: 2 });
    expect(mostActiveSchool([...films].reverse())).toEqual({ school: 'B', films: 2 });
    expect(mostActiveSchool([])).toBeNull();
  });
});
