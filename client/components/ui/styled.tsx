import type { ComponentProps, ElementType, JSX } from 'react';
import type { ClassValue } from 'clsx';
import { cn } from '@/lib/utils';

/** Props of a styled part: those of the wrapped element or component, className included. */
export type StyledProps<T extends ElementType> = ComponentProps<T> & { className?: string };

/**
 * The one wrapper most primitives are: `part` (an HTML tag or a Radix part) rendered with fixed
 * classes, the caller's className merged after them (so tailwind-merge lets the caller's win) and
 * every other prop, ref included (React 19), passed on untouched.
 *
 * `export const CardContent = styled('div', 'px-6', 'CardContent')` renders exactly what
 * `<div className={cn('px-6', className)} {...props} />` did.
 */
export function styled<T extends ElementType>(
  part: T,
  classes: ClassValue,
  displayName: string,
): (props: StyledProps<T>) => JSX.Element {
  // A generic T cannot be rendered as JSX directly; the props are still checked at the call site.
  const Part = part as ElementType;
  function Styled({ className, ...props }: StyledProps<T>) {
    return <Part className={cn(classes, className)} {...props} />;
  }
  Styled.displayName = displayName;
  return Styled;
}
