// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import type { ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { PRICE_INPUT_MIN, PRICE_INPUT_STEP } from '#domain/constants.ts';
import { conditions } from '#domain/conditions.ts';
import type { UserFieldName, UserFields } from '#domain/user-fields.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';

interface Props {
  name: UserFieldName;
  control: Control<UserFields>;
  id: string;
  label: string;
  required: boolean;
  /** Whether the field shows its red state: refused, and touched or changed, or a save tried. */
  invalid: boolean;
  /** The id of the field's own error text, when it shows one. */
  errorId: string | undefined;
}

/** The control for one listing field, bound to the form: condition a dropdown, description
 *  a text area, price a number (min 0, step 0.01), the rest text inputs. */
export function FieldInput({ name, control, id, label, required, invalid: shownInvalid, errorId }: Props) {
  const {
    field: { ref, onBlur, onChange, value = '' },
  } = useController({ name, control });
  const invalid = shownInvalid || undefined;

  if (name === 'condition') {
    const known = (conditions as readonly string[]).includes(value);
    return (
      <Select
        value={known ? value : ''}
        onValueChange={onChange}
        onOpenChange={(open) => {
          if (!open) onBlur();
        }}
        required={required}
      >
        <SelectTrigger id={id} ref={ref} aria-label={label} aria-invalid={invalid} aria-describedby={errorId}>
          <SelectValue placeholder={value || itemTexts.selectCondition} />
        </SelectTrigger>
        <SelectContent>
          {conditions.map((condition) => (
            <SelectItem key={condition} value={condition}>
              {condition}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  // What the text area and the inputs share: the form binding and the field's red state.
  const textControl = {
    id,
    ref,
    value,
    required,
    'aria-invalid': invalid,
    'aria-describedby': errorId,
    onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  if (name === 'description') return <textarea rows={5} {...textControl} />;
  return (
    <input
      type={name === 'price' ? 'number' : 'text'}
      {...(name === 'price'
        ? { min: PRICE_INPUT_MIN, step: PRICE_INPUT_STEP, inputMode: 'decimal' as const }
        : {})}
      {...textControl}
    />
  );
}
