/** The staff rules shared by the screens and the server: the password rule, the role table's default deny, and the
 * settings' phone and days-ahead checks. */
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../machines/admin/password';
import { dashboardParts, mayCall, mayOpen, rolesFor } from '../../machines/admin/roles';
import { daysAheadProblem, indianPhoneProblem } from '../../machines/admin/settings';

describe('staff rules', () => {
  it('asks for 12 characters, refuses breached passwords and the account email or name', () => {
    expect(passwordProblem('short')).toBe('Use at least 12 characters (this one has 5).');
    expect(passwordProblem('Password1234')).toBe(
      'This password is on public lists of breached passwords. Choose another.',
    );
    expect(passwordProblem('aaaaaaaaaaaaaa')).toBe('Use more than one or two different characters.');
    expect(passwordProblem('priya-at-the-court', { email: 'priya@pod.example' })).toBe(
      'Do not use your email address in your password.',
    );
    expect(passwordProblem('court-lights-at-dawn', { email: 'priya@pod.example', name: 'Priya' })).toBeNull();
  });

  it('denies a route the table does not name to every role, and HEAD follows GET', () => {
    expect(rolesFor('GET', '/api/admin/not-in-the-table')).toEqual([]);
    expect(mayCall('owner', 'POST', '/api/admin/not-in-the-table')).toBe(false);
    expect(mayCall('frontDesk', 'HEAD', '/api/admin/bookings')).toBe(true);
    expect(mayCall('frontDesk', 'GET', '/api/admin/settings')).toBe(false);
    expect(mayCall('manager', 'POST', '/api/admin/refunds/:id/paid')).toBe(true);
    expect(mayOpen('frontDesk', '/admin/settings')).toBe(false);
    expect(mayOpen('manager', '/admin/homepage')).toBe(true);
    expect(mayOpen('frontDesk', '/admin/account')).toBe(true);
  });

  it("hides the dashboard's Revenue tab from the front desk and its exports from all but owners, as the routes say", () => {
    expect(['owner', 'manager', 'frontDesk'].map((r) => mayOpen(r as never, dashboardParts.revenue))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['owner', 'manager', 'frontDesk'].map((r) => mayOpen(r as never, dashboardParts.exports))).toEqual([
      true,
      false,
      false,
    ]);
    expect(mayCall('manager', 'GET', '/api/admin/payments.csv')).toBe(false);
  });

  it('accepts Indian 10-digit numbers only and counts days ahead from today', () => {
    expect(indianPhoneProblem('+91 98765 43210')).toBeNull();
    expect(indianPhoneProblem('098765-43210')).toBeNull();
    expect(indianPhoneProblem('12345')).toBe('Enter an Indian 10-digit number, such as +91 98765 43210.');
    expect(indianPhoneProblem('+1 415 555 0100')).not.toBeNull();
    expect(daysAheadProblem('2026-11-28', '2026-11-21', 7)).toBeNull();
    expect(daysAheadProblem('2026-11-29', '2026-11-21', 7)).toBe(
      'Courts can be booked up to 7 days ahead. Choose an earlier date.',
    );
  });
});
