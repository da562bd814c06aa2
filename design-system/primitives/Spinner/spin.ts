import { css, keyframes } from '@emotion/react';

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

/** Rotation for spinner icons; stops under reduced motion through the global motion rules. */
export const spin = css`
  animation: ${rotate} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
