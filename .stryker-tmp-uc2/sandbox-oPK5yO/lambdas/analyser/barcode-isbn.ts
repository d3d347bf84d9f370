// @ts-nocheck
import type { Barcode } from '#domain/barcode.ts';
import type { AnalysisResult } from '../lib/ports/listing-analyser';

/**
 * docs/product.md#barcodes: a book's `isbn` field holds the ISBN its barcode reads, whatever
 * the model wrote there; a barcode is read exactly, a model can misread printed digits.
 */
export function withBarcodeIsbn(result: AnalysisResult, barcode: Barcode | undefined): AnalysisResult {
  if (barcode?.kind !== 'isbn' || result.category !== 'books') return result;
  return { ...result, fields: { ...result.fields, isbn: barcode.value } };
}
