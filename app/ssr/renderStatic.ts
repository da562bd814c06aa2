/** Rendering to HTML text on the server, with React's static renderer (the one the page renderer uses). */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

export async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The markup of `element`, rendered once everything in it has loaded. */
export async function renderStatic(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return streamToString(prelude);
}
