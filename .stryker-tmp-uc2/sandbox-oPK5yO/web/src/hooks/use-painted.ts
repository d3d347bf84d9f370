// @ts-nocheck
import { useEffect, useState } from 'react';
import { afterNextPaint } from '#web/lib/after-paint.ts';

/** False until the component's first render has been painted: for reads the screen can do without. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
