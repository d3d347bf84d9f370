// exifr ships one declaration file for its main (full) build; its lite build has the same
// API with fewer readers (JPEG, HEIC, TIFF; EXIF, GPS) and has no declarations of its own.
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
