// exifr ships declarations for its main (full) build only, and they pull in Node.js's types
// (`/// <reference types="node" />`), which the web app must not see (tests/unit/architecture/
// layer-globals.test.ts). So the lite build, which has the same API with fewer readers (JPEG,
// HEIC, TIFF; EXIF, GPS), is declared here: only what capture-time.ts calls.
declare module 'exifr/dist/lite.esm.mjs' {
  interface BlockOptions {
    pick?: string[];
  }
  interface ExifrLite {
    parse(
      input: Blob | ArrayBuffer | Uint8Array,
      options: { tiff?: boolean; exif?: BlockOptions },
    ): Promise<Record<string, unknown> | undefined>;
  }
  const exifr: ExifrLite;
  export default exifr;
}
