import { ClassNames, css, useTheme } from '@emotion/react';
import { createElement, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useLinkComponent } from './LinkProvider';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Destination. Paths starting with "/" go through the app's router link when one is provided. */
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`. External links always use a plain anchor. */
  external?: boolean;
  /** Drops the underline and link colour (for links styled as something else, like buttons or cards). */
  unstyled?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

function isInternal(href: string) {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A link: a plain anchor by default; internal links use the router link that the app plugs in via `LinkProvider`. */
export function Link({ href, external = false, unstyled = false, children, ref, ...rest }: LinkProps) {
  const theme = useTheme();
  const RouterLink = useLinkComponent();
  const styles = unstyled
    ? undefined
    : css`
        color: ${theme.color.text.link};
        text-decoration: underline;
        text-underline-offset: 0.2em;
        text-decoration-thickness: 1px;
        &:hover {
          color: ${theme.color.text.linkHover};
          text-decoration-thickness: 2px;
        }
      `;
  if (external) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" css={styles} {...rest}>
        {children}
      </a>
    );
  }
  if (RouterLink && isInternal(href)) {
    // The router link comes from context (a stable component the app provides), so it is rendered with
    // createElement; Emotion's css prop is resolved to a className first.
    return (
      <ClassNames>
        {({ css: toClassName, cx }) =>
          createElement(
            RouterLink,
            { ...rest, href, className: cx(styles && toClassName(styles), rest.className) },
            children,
          )
        }
      </ClassNames>
    );
  }
  return (
    <a ref={ref} href={href} css={styles} {...rest}>
      {children}
    </a>
  );
}
