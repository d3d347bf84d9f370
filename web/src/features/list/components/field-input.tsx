import { PRICE_INPUT_MIN, PRICE_INPUT_STEP } from '#domain/constants.ts';
import { conditions } from '#domain/conditions.ts';
import type { UserFieldName } from '#domain/user-fields.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { itemTexts } from '#web/lib/item-texts.ts';

interface Props {
  name: UserFieldName;
  id: string;
  label: string;
  value: string;
  required: boolean;
  onChange: (value: string) => void;
}

/** The control for one listing field: condition a dropdown, description a text area,
 *  price a number (min 0, step 0.01), the rest text inputs. */
export function FieldInput({ name, id, label, value, required, onChange }: Props) {
  if (name === 'condition') {
    const known = (conditions as readonly string[]).includes(value);
    return (
      <Select value={known ? value : ''} onValueChange={onChange} required={required}>
        <SelectTrigger id={id} aria-label={label}>
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
  if (name === 'description') {
    return (
      <textarea
        id={id}
        rows={5}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <input
      id={id}
      type={name === 'price' ? 'number' : 'text'}
      {...(name === 'price'
        ? { min: PRICE_INPUT_MIN, step: PRICE_INPUT_STEP, inputMode: 'decimal' as const }
        : {})}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
