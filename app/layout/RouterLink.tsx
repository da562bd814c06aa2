import { Link } from 'react-router-dom';
import type { RouterLinkProps } from '../../design-system/primitives/Link';

/** Plugs react-router's Link into the design system's Link (`href` becomes `to`). */
export function RouterLink({ href, children, ...rest }: RouterLinkProps) {
  return (
    <Link to={href} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
