import { useEffect, useRef } from 'react';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import type { WebListing } from '#domain/listing.ts';
import { notify } from '#web/lib/notify.ts';
import { useChangeEbayPrice } from '../../api/change-ebay-price';

const texts = ebayListingTexts.price;

interface Props {
  item: WebListing;
  onClose: () => void;
}

/**
 * After a new price is saved on an item live on eBay through the product (the editor, the price
 * picker, the price-drop nudge): the seller says whether eBay gets it too
 * (docs/product.md#list-on-ebay). Nothing reaches eBay without Change on eBay.
 */
export function EbayPricePrompt({ item, onClose }: Props) {
  const prompt = useRef<HTMLElement>(null);
  // The price may be set well below (the editor, on a phone): the question comes into view.
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    prompt.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const mutation = useChangeEbayPrice({
    mutationConfig: {
      onSuccess: () => {
        notify({ title: texts.changed });
        onClose();
      },
      onError: (error) =>
        notify({ title: texts.refused, description: error.message, variant: 'destructive' }),
    },
  });
  return (
    <section ref={prompt} className="card ebay-price-prompt" aria-label={texts.ask}>
      <p className="life-state">{texts.ask}</p>
      <div className="life-actions">
        <button
          className="button button-primary"
          type="button"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ id: item.id })}
        >
          {mutation.isPending ? texts.changing : texts.change}
        </button>
        <button
          className="button button-outline"
          type="button"
          disabled={mutation.isPending}
          onClick={onClose}
        >
          {texts.notNow}
        </button>
      </div>
    </section>
  );
}
