/** A message as words and files, before it is drawn as HTML (app/email) or written as text (content.ts). */

/** The centre as every message signs off with it (from the site's configuration). */
export interface CentreContact {
  name: string;
  /** One line: street, locality, city, region and postcode. */
  address: string;
  mapUrl: string;
  phone: string;
  email: string;
  /** The site's origin, 'https://pod.example'. */
  siteUrl: string;
}

/** A labelled value in a message's table. */
export interface EmailRow {
  label: string;
  value: string;
}

/** A table of a message: a heading and its rows, with an optional total row. */
export interface EmailTable {
  heading: string;
  rows: EmailRow[];
  total?: EmailRow;
}

/** A link a message offers. */
export interface EmailLink {
  label: string;
  href: string;
}

/** A whole message as words, before it is drawn as HTML or written as text. */
export interface EmailDocument {
  /** The document's language (the HTML's lang). */
  lang: 'en-IN';
  subject: string;
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  tables: EmailTable[];
  /** Short lines under the tables: the cancellation rule, the pickup window. */
  notes: string[];
  /** The main button (My booking), when there is one. */
  action?: EmailLink;
  /** Further links (the map). */
  links: EmailLink[];
  /** The centre's sign-off lines. */
  footer: string[];
}

/** A file sent with a message. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
