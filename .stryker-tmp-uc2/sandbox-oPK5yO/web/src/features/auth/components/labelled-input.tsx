// @ts-nocheck
import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, which also names the input (the input sits inside the label). */
  label: string;
}

/** One labelled input of the auth forms, in the `.field` style; the rest goes to the input. */
export function LabelledInput({ label, ...input }: Props) {
  return (
    <label className="field">
      <span>{label}</span>
      <input {...input} />
    </label>
  );
}
