// @ts-nocheck
import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';

// shadcn/ui's dropdown menu on Radix (keyboard, focus and 1 s type-ahead from Radix).

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

export function DropdownMenuContent({
  className = '',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content className={`menu-content ${className}`} sideOffset={6} align="end" {...props} />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className = '', ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={`menu-item ${className}`} {...props} />;
}

export function DropdownMenuLabel({ className = '', ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={`menu-label ${className}`} {...props} />;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className="menu-separator" {...props} />;
}

export function DropdownMenuRadioItem({
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className="menu-item menu-radio-item" {...props}>
      <span className="menu-check">
        <MenuPrimitive.ItemIndicator aria-hidden="true">✓</MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuCheckboxItem({
  className = '',
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return <MenuPrimitive.CheckboxItem className={`menu-item ${className}`} {...props} />;
}
