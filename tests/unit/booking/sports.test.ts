import { describe, expect, it } from 'vitest';
import { courtNumbers, courtsBySport, isSportId, sportById, sportIds, sports } from '../../../machines/booking/sports';

describe('sports', () => {
  it('has the four sports with their courts', () => {
    expect(sports.map((s) => s.id)).toEqual([...sportIds]);
    expect(courtsBySport).toEqual({ badminton: 2, tennis: 2, pickleball: 2, futsal: 1 });
    for (const s of sports) expect(s.courts).toBe(courtsBySport[s.id]);
    expect(courtNumbers('futsal')).toEqual([1]);
    expect(courtNumbers('tennis')).toEqual([1, 2]);
  });
  it('recognises ids', () => {
    expect(isSportId('futsal')).toBe(true);
    expect(isSportId('cricket')).toBe(false);
    expect(() => sportById('cricket' as never)).toThrow(RangeError);
  });
});
