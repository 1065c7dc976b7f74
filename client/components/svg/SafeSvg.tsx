import { useLayoutEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { makeResponsive, sanitizeSvg, type SvgFit } from './sanitize-svg';

export interface SafeSvgProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** SVG markup from anywhere (a template, a merged visualization, a file the user picked). */
  svg: string | null | undefined;
  /** Accessible name; the drawing is then announced as one image. */
  label?: string;
  /** 'width' (default): full container width, height from the viewBox. 'contain': fit the box. */
  fit?: SvgFit;
  /** Rendered instead when there is no SVG or nothing survives sanitizing. */
  fallback?: ReactNode;
}

/**
 * Renders untrusted SVG markup. It is sanitized with the shared DOMPurify profile right here, just
 * before insertion, and placed in an open shadow root so that its <style> rules and ids stay inside
 * it: two drawings on one page cannot restyle the app or steal each other's url(#id) references.
 * The host contains its paint, so nothing in the drawing (overflow="visible", a transform on the
 * root) can paint over the app outside the host's box.
 * (Reach the drawing with `host.shadowRoot.querySelector('svg')`; html-to-image and Playwright
 * locators see through an open shadow root.)
 */
export function SafeSvg({
  svg,
  label,
  fit = 'width',
  fallback = null,
  className,
  ...props
}: SafeSvgProps) {
  const element = useMemo(() => {
    const root = svg ? sanitizeSvg(svg) : null;
    if (root) {
      makeResponsive(root, fit);
      if (label) root.setAttribute('aria-hidden', 'true');
    }
    return root;
  }, [svg, fit, label]);
  const hostRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || !element) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.replaceChildren(element);
    return () => shadow.replaceChildren();
  }, [element]);

  if (!element) return fallback;
  return (
    <div
      ref={hostRef}
      role={label ? 'img' : undefined}
      aria-label={label}
      className={cn('block w-full contain-paint', className)}
      data-safe-svg=""
      {...props}
    />
  );
}
