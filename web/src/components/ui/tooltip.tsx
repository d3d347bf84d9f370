import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TOOLTIP_SIDE_OFFSET_PX } from '#domain/constants.ts';

// shadcn/ui's tooltip on Radix; docs/product.md#constants-and-limits's default side offset of 4 px.

function TooltipContent({
  sideOffset = TOOLTIP_SIDE_OFFSET_PX,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content className="tooltip-content" sideOffset={sideOffset} {...props}>
        {children}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/**
 * A tooltip around one trigger element. It brings its own provider (as shadcn/ui's does), so
 * Radix's tooltip and its positioning code load only with the screens that use one.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipContent>{content}</TooltipContent>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
