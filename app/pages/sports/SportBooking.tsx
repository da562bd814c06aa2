import { useEffect, useLayoutEffect, useState } from 'react';
import { BookingView } from '../../../design-system/patterns/BookingView/BookingView';
import type { SportId } from '../../../machines/booking/sports';
import { createBookingSession, type BookingSessionHolder, type BookingSessionInput } from './bookingSession';
import { useBookingView } from './useBookingView';
import { useWaitlist } from './useWaitlist';

export interface SportBookingProps {
  /** The sport the address names (`?sport=`). */
  sport: SportId;
  /** The id of the booking view's heading (focus moves there when the view opens). */
  headingId: string;
  /** Where the page keeps its booking session (made here on the first render, kept across the list and back). */
  session: BookingSessionHolder;
  /** What a new session starts with. */
  input: Omit<BookingSessionInput, 'sport'>;
}

/**
 * One sport's booking view with its machines: the /sports page's booking chunk (the machines, the state-machine
 * library and the booking view), so the sport list's first script has none of them. The page renders it in the
 * sports screen's booking section; it fetches once the list is up, and before rendering when the page opens on a
 * sport (on the server too, so a served booking view hydrates in place).
 */
export default function SportBooking({ sport, headingId, session: holder, input }: SportBookingProps) {
  // Made during the first render, so the server renders the view and the browser hydrates the same state.
  const session = (holder.current ??= createBookingSession({ ...input, sport }));
  // The address decides the sport. Coming from the list (where the machine went back to), the machine follows it
  // before the view first reads it, so the view shows in the same render as the choice; a sport changed while the view
  // is up is followed before the next paint.
  useState(() => session.show(sport));
  const props = useBookingView(session, headingId);
  const waitlist = useWaitlist(session, sport, input);
  useLayoutEffect(() => session.show(sport), [session, sport]);
  useEffect(() => session.start(), [session]);
  // Leaving the view (Back, the browser's back button) returns the machine to the list.
  useEffect(() => () => session.show(null), [session]);

  return (
    props && (
      <>
        {waitlist.offer}
        <BookingView {...props} onNotifySlot={waitlist.onNotifySlot} />
        {waitlist.join}
      </>
    )
  );
}
