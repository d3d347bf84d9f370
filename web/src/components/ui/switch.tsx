import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';

/** shadcn/ui's switch on Radix: a button with role switch and aria-checked. */
export function Switch({ className = '', ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root className={`switch ${className}`} {...props}>
      <SwitchPrimitive.Thumb className="switch-thumb" />
    </SwitchPrimitive.Root>
  );
}
