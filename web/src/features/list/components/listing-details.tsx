import { useEffect, useRef, useState } from 'react';
import { liveEbayOffer } from '#domain/ebay-withdrawal.ts';
import type { NeedItem } from '#domain/marketplace-listing.ts';
import { categoryLabel } from '#domain/item-category.ts';
import type { WebListing } from '#domain/listing.ts';
import { additionalDetails, descriptionOrFallback, titleOrUntitled } from '#domain/listing-item.ts';
import { itemTexts, messages } from '#domain/messages.ts';
import { currentPrice } from '#domain/prices.ts';
import { userFieldLabels, type UserFields } from '#domain/user-fields.ts';
import { CategoryBadge } from '#web/components/category-badge.tsx';
import { CopyButton } from '#web/components/copy-button.tsx';
import { Icon } from '#web/components/icons/icons.tsx';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes.ts';
import { dropDraft } from '#web/lib/listing-drafts.ts';
import { notify } from '#web/lib/notify.ts';
import { useGenerateDescription } from '../hooks/use-generate-description';
import { useStoredDraft } from '../hooks/use-listing-draft';
import { useSaveFields } from '../hooks/use-save-fields';
import { AnalyseAgain } from './analyse-again';
import { ItemPhotos } from './item-photos';
import { ItemLifeSection } from './life/item-life-section';
import { ListingForm } from './listing-form';
import { MarketplaceSection } from './marketplace-section';
import { EbayPricePrompt } from './ebay/ebay-price-prompt';
import { PriceNudge } from './price-nudge';
import { PricePicker } from './price-picker';
import { ShareButton } from './share-button';
import { IconButton } from '#web/components/icon-button.tsx';

interface Props {
  item: WebListing;
  onBack: () => void;
  onDelete: (id: string) => void;
}

/** The List tab with an item selected (docs/product.md#screens, "List tab, item selected"). */
export function ListingDetails({ item, onBack, onDelete }: Props) {
  // Unsaved edits kept through an ended session open the editor with them.
  const [editing, setEditing] = useState(useStoredDraft(item) !== undefined);
  const { confirmLeave, userId } = useUnsavedChanges();
  // Setting the price saves the item (stage saved), which would take a ready item's form away
  // with the user's unsaved edits in it: the form stays until it is saved itself.
  const [keepReadyForm, setKeepReadyForm] = useState(false);
  const { save: saveFields, saving } = useSaveFields();
  // A new price saved on an item live on eBay through the product: eBay gets it on the seller's word.
  const [askEbayPrice, setAskEbayPrice] = useState(false);
  const save: typeof saveFields = (saved, changes, onSaved) =>
    saveFields(saved, changes, () => {
      if (ebayPriceChanged(saved, changes)) setAskEbayPrice(true);
      onSaved?.();
    });
  const { generate, generating } = useGenerateDescription(item);
  const title = titleOrUntitled(item.fields);
  const details = additionalDetails(item.fields);
  const hasTitle = Boolean(item.fields.title?.trim());
  const hasDescription = Boolean(item.fields.description?.trim());

  // A gap a marketplace names is filled where the item's field is: the price picker's own
  // input, or that field of the listing form, opened when it is not on the screen.
  const pendingFill = useRef<string>(undefined);
  const formShown = editing || item.stage === 'ready' || keepReadyForm;
  useEffect(() => {
    const field = pendingFill.current;
    if (!field || !editing) return;
    pendingFill.current = undefined;
    focusElement(`field-${item.id}-${field}`);
  }, [editing, item.id]);
  const fill = (field: NonNullable<NeedItem['field']>) => {
    if (field === 'price') return focusElement('custom-price');
    if (formShown) return focusElement(`field-${item.id}-${field}`);
    pendingFill.current = field;
    setEditing(true);
  };

  const saveForm = (changes: Parameters<typeof save>[1]) =>
    save(item, changes, () => {
      // Saved: nothing is left to restore. The form may already be gone (a ready item's goes
      // as it turns saved), so its own effect cannot be relied on to drop the draft.
      if (userId) dropDraft(userId, item.id);
      notify(messages.itemSaved);
      setEditing(false);
      setKeepReadyForm(false);
    });

  return (
    <div className="listing-details">
      <div className="details-header">
        <IconButton icon="arrowLeft" label={itemTexts.back} onClick={onBack} />
        <h2 className="section-title">{itemTexts.listingDetails}</h2>
      </div>
      <section className="card details-card">
        <ItemPhotos item={item} title={title} badge={<CategoryBadge category={categoryLabel(item)} />} />
        <div className="details-text">
          <h3 className="detail-heading">{userFieldLabels.title}</h3>
          <div className="detail-row">
            <p className="detail-title">{title}</p>
            {hasTitle && <CopyButton text={item.fields.title ?? ''} label={userFieldLabels.title} />}
          </div>
          <h3 className="detail-heading">{userFieldLabels.description}</h3>
          <div className="detail-row">
            <p className="detail-description">{descriptionOrFallback(item.fields)}</p>
            {hasDescription && (
              <CopyButton text={item.fields.description ?? ''} label={userFieldLabels.description} />
            )}
          </div>
        </div>
      </section>
      <ItemLifeSection item={item} />
      {askEbayPrice && <EbayPricePrompt item={item} onClose={() => setAskEbayPrice(false)} />}
      <AnalyseAgain item={item} />
      <ShareButton item={item} />
      <PriceNudge item={item} onSetPrice={(price) => save(item, { price })} />
      <PricePicker
        item={item}
        onSetPrice={(price) => {
          if (item.stage === 'ready') setKeepReadyForm(true);
          save(item, { price });
        }}
      />
      {details.length > 0 && (
        <section className="card" aria-labelledby={`details-${item.id}`}>
          <h3 id={`details-${item.id}`} className="detail-heading">
            {itemTexts.additionalDetails}
          </h3>
          <dl className="detail-list">
            {details.map(({ name, value }) => (
              <div key={name}>
                <dt>{userFieldLabels[name]}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="details-actions">
        <button
          className="button button-outline"
          type="button"
          aria-pressed={editing}
          // Done editing closes the form: unsaved edits in it are not dropped without asking.
          onClick={() => (editing ? confirmLeave(() => setEditing(false)) : setEditing(true))}
        >
          <Icon name="pencil" size={16} /> {editing ? itemTexts.closeEditor : itemTexts.editDetails}
        </button>
        <button className="button button-outline danger" type="button" onClick={() => onDelete(item.id)}>
          <Icon name="trash" size={16} /> {itemTexts.delete}
        </button>
      </div>
      {editing ? (
        <ListingForm
          key={`edit-${item.id}`}
          item={item}
          saving={saving}
          onSave={saveForm}
          onGenerateDescription={generate}
          generating={generating}
        />
      ) : (
        (item.stage === 'ready' || keepReadyForm) && (
          <ListingForm key={`form-${item.id}`} item={item} saving={saving} onSave={saveForm} />
        )
      )}
      <MarketplaceSection item={item} onFill={fill} />
    </div>
  );
}

/** A save that changes the price of an item live on eBay through the product. */
function ebayPriceChanged(item: WebListing, changes: UserFields): boolean {
  if (!liveEbayOffer(item.life) || changes.price === undefined) return false;
  return Number(changes.price) !== Number(currentPrice(item.fields));
}

/** Brings an element into view and puts the keyboard on it. */
function focusElement(id: string): void {
  const element = document.getElementById(id);
  element?.scrollIntoView?.({ block: 'center' });
  element?.focus();
}
