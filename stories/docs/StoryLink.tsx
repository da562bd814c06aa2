import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, type MouseEvent, type ReactNode } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';

/**
 * A link from a docs page to a story. A plain click asks Storybook's manager to open the story (as its own markdown
 * links do, without reloading the page); the address itself is the manager's (`./?path=...` beside iframe.html, in
 * the top window), so opening it in a new tab or copying it gives the story's page under /storybook too.
 */
export function StoryLink({ id, title, children }: { id: string; title?: string; children: ReactNode }) {
  const context = useContext(DocsContext);
  const path = `?path=/story/${id}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    context.channel.emit(NAVIGATE_URL, path);
  };
  return (
    <a href={`./${path}`} target="_top" title={title} onClick={open}>
      {children}
    </a>
  );
}
