/** Copy of the offline page and the site-wide notices (service worker, connection). */

export const offlineMeta = {
  title: "You're offline · POD",
  description: 'This page needs a connection. Pages you have opened on this device still work offline.',
};

export const offlineScreen = {
  title: "You're offline",
  message:
    'This page has not been opened on this device yet, so it needs a connection. Pages you have opened before still work offline, and this page opens as soon as you are back online.',
};

/** The notice while the network is down: what still works, and what needs a connection on this page. */
export function offlineNotice(pathname: string): string {
  if (pathname === '/sports')
    return "You're offline. Booking and payment need a connection: your choices stay here, so you can pay once you're back online.";
  if (pathname === '/checkout' || pathname === '/cart')
    return "You're offline. Checkout needs a connection: your cart and the details you typed stay here until you're back online.";
  if (pathname === '/contact' || pathname === '/contact-us')
    return "You're offline. Sending the form needs a connection: what you typed stays here until you're back online.";
  return "You're offline. Pages you have opened before still work; booking, checkout and forms need a connection.";
}

export const updateNotice = {
  message: 'A new version of the POD site is ready.',
  refresh: 'Refresh',
  later: 'Later',
};
