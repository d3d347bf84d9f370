// A plain colour word for an RGB colour, for the listing's Colour field and title. Buyers
// search by simple words ("blue", "grey"), so the palette is the dozen everyday names, chosen
// by hue, saturation and lightness rather than by nearest swatch (a dark, dull orange is
// brown; any colour with almost no saturation is black, grey or white by lightness).

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export type ColourName =
  | 'black'
  | 'grey'
  | 'white'
  | 'brown'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'beige';

interface Hsl {
  /** Degrees, 0..360. */
  h: number;
  /** 0..1. */
  s: number;
  /** 0..1. */
  l: number;
}

function toHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

export function colourName(rgb: Rgb): ColourName {
  const { h, s, l } = toHsl(rgb);
  if (l < 0.13) return 'black';
  if (l > 0.9 && s < 0.5) return 'white';
  if (s < 0.15) return l < 0.3 ? 'black' : l > 0.82 ? 'white' : 'grey';
  // Warm, pale and dull: the colour of sand, cream and undyed linen.
  if (h >= 20 && h < 60 && l > 0.65 && s < 0.55) return 'beige';
  if (h < 15 || h >= 340) return l > 0.7 ? 'pink' : l < 0.3 ? 'brown' : 'red';
  if (h < 45) return l < 0.45 || s < 0.35 ? 'brown' : 'orange';
  if (h < 70) return l < 0.35 ? 'brown' : 'yellow';
  if (h < 165) return 'green';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return l > 0.55 ? 'pink' : 'purple';
}
