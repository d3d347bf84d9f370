// @ts-nocheck
import type { ComponentProps } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';

// shadcn/ui's select on Radix, styled in styles.css. Type-ahead resets after 1 s (
// docs/product.md#constants-and-limits, Radix's default). Radix used to refuse an item whose value is an empty string (its
// "clear the selection" value); the version installed here accepts one, so SelectItem refuses
// it itself, as docs/product.md#validation asks.

export const emptySelectValueError =
  'A select option must have a value that is not an empty string: the empty string clears the selection.';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className = '',
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger className={`select-trigger ${className}`} {...props}>
      {children}
      <SelectPrimitive.Icon className="select-icon" aria-hidden="true">
        ▾
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content className="select-content" position="popper" sideOffset={4} {...props}>
        <SelectPrimitive.Viewport className="select-viewport">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  if (props.value === '') throw new Error(emptySelectValueError);
  return (
    <SelectPrimitive.Item className="select-item" {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="select-indicator" aria-hidden="true">
        ✓
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
