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
  it('carries the §9 prices', () => {
    expect(sportById('badminton').pricing.map((p) => p.price)).toEqual([350, 500]);
    expect(sportById('tennis').pricing.map((p) => p.price)).toEqual([1000, 1200]);
    expect(sportById('futsal').pricing.map((p) => [p.price, p.savings ?? 0])).toEqual([
      [1500, 0],
      [2000, 1000],
    ]);
    expect(sportById('pickleball').pricing.map((p) => p.price)).toEqual([800, 1000]);
    expect(sportById('badminton').addOns.map((a) => a.price)).toEqual([50, 50]);
    expect(sportById('tennis').addOns.map((a) => a.price)).toEqual([100, 50]);
    expect(sportById('futsal').addOns.map((a) => a.price)).toEqual([100, 50]);
  });
  it('recognises ids', () => {
    expect(isSportId('futsal')).toBe(true);
    expect(isSportId('cricket')).toBe(false);
    expect(() => sportById('cricket' as never)).toThrow(RangeError);
  });
});
