import type { ComponentProps } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { styled } from './styled';

/** Each tooltip carries its own provider, so no app-wide wrapper is needed. */
export function Tooltip({
  delayDuration = 200,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

const TooltipContentBase = styled(
  TooltipPrimitive.Content,
  'z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
  'TooltipContentBase',
);

export function TooltipContent({
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipContentBase>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipContentBase sideOffset={sideOffset} {...props}>
        {children}
        <TooltipPrimitive.Arrow className="fill-slate-900" />
      </TooltipContentBase>
    </TooltipPrimitive.Portal>
  );
}
