// Makers' names the offline analyser may read off a photo as the item's brand
// (docs/design.md#ai). Only names that are not ordinary English words: "Apple", "Next",
// "Gap" or "Boots" in a photo are as often words as brands, so they are left out rather
// than filled in wrongly. A name found in the text is a fact about the text only; it says
// nothing about the category.

export const knownBrands = [
  'Adidas',
  'Bosch',
  'Bose',
  'Braun',
  'Breville',
  'Canon',
  'Denby',
  'Dyson',
  'Fluke',
  'Fujifilm',
  'Garmin',
  'Hasbro',
  'Kenwood',
  'Lego',
  'Lenovo',
  'Logitech',
  'Mattel',
  'Nespresso',
  'Nike',
  'Nikon',
  'Nintendo',
  'Panasonic',
  'Philips',
  'Playmobil',
  'Portmeirion',
  'Pyrex',
  'Reebok',
  'Samsung',
  'Smeg',
  'Sony',
  'Tefal',
  'Toshiba',
  'Uniqlo',
  'Wedgwood',
] as const;

/** The first known brand named in the text, whole word and any case, spelt as the maker does. */
export function brandIn(text: string): string | undefined {
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return knownBrands.find((brand) => words.has(brand.toLowerCase()));
}
