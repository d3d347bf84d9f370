// @ts-nocheck
// Which texts of the catalogue the product fixes. `as Spec` marks wording the product was
// specified with: tests assert it character for character and docs/product.md shows it in
// `code style`, so changing it is a product change. `as Ours` marks our own wording, shown in
// *italics* there, which may be improved freely. The marks are types: erased at build time,
// so no byte of them reaches the browser.

/** The product's fixed wording (docs/product.md, in `code style`). */
export type Spec = string;

/** Our own wording (docs/product.md, in italics). */
export type Ours = string;
