export { Link, type LinkProps } from './Link';
export { LinkProvider, useLinkComponent, type LinkProviderProps, type RouterLinkProps } from './LinkProvider';
