import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { column } from '../../tokens/recipes';
import { square } from '../shared.styles';

export const skeletonShapes = ['block', 'text', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `block` for images and cards, `text` for lines of copy, `circle` for avatars. */
  shape?: SkeletonShape;
  /** CSS width (pass a theme value or a percentage). Defaults to the full width, or the control size for circles. */
  width?: string;
  /** CSS height of a block (pass a theme value). Circles use `width` for both sides. */
  height?: string;
  /** Number of lines for the `text` shape; the last line is shorter. */
  lines?: number;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const base = (t: Theme) => css`
  display: block;
  background-color: ${t.color.surface.skeleton};
  background-image: linear-gradient(
    90deg,
    ${t.color.surface.skeleton} 0%,
    ${t.color.surface.skeletonShine} 50%,
    ${t.color.surface.skeleton} 100%
  );
  background-size: 300% 100%;
  background-position: 0 0;
  animation: ${shimmer} calc(${t.motion.duration.slow} * 4) ${t.motion.easing.standard} infinite;
  ${t.media.reducedMotion} {
    animation: none;
    background-image: none;
  }
`;

const shapeStyles = (t: Theme, shape: SkeletonShape, width: string | undefined, height: string | undefined) => {
  switch (shape) {
    case 'circle': {
      const side = width ?? t.sizes.control.lg;
      return css`
        ${square(side)}
        border-radius: ${t.radii.round};
      `;
    }
    case 'text':
      return css`
        width: ${width ?? '100%'};
        height: ${t.font.size.md};
        border-radius: ${t.radii.sm};
      `;
    case 'block':
      return css`
        width: ${width ?? '100%'};
        height: ${height ?? t.space[24]};
        border-radius: ${t.radii.md};
      `;
  }
};

/**
 * A placeholder while content loads. Hidden from assistive technology (pair it with a Spinner or
 * `aria-busy` on the region); the shimmer stops under `prefers-reduced-motion`.
 */
export function Skeleton({ shape = 'block', width, height, lines = 1, ...rest }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <div
        aria-hidden="true"
        data-shape={shape}
        css={(t) => css`
          ${column(t, 2)}
          width: ${width ?? '100%'};
        `}
        {...rest}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            data-line=""
            css={(t) => [base(t), shapeStyles(t, 'text', i === lines - 1 ? '60%' : '100%', undefined)]}
          />
        ))}
      </div>
    );
  }
  return (
    <div aria-hidden="true" data-shape={shape} css={(t) => [base(t), shapeStyles(t, shape, width, height)]} {...rest} />
  );
}
