import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { canListOnEbay } from '../../utils/can-list-on-ebay';
import { EbaySheetBody } from './ebay-sheet-body';
import './list-on-ebay.css';

const texts = ebayListingTexts.sheet;

/**
 * List on eBay in the eBay card of "List on these platforms" (docs/product.md#list-on-ebay): a
 * button that opens the sheet, on a saved item of a country where the catalogue has eBay.
 */
export function ListOnEbay({ item }: { item: WebListing }) {
  const [open, setOpen] = useState(false);
  if (!canListOnEbay(item)) return null;
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button button-primary list-on-ebay">{texts.open}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content ebay-sheet">
          <div className="dialog-header">
            <Dialog.Title className="dialog-title">{texts.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={texts.close}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="muted">{texts.intro}</Dialog.Description>
          <EbaySheetBody item={item} onDone={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
