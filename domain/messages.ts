// The catalogue of every text a person reads in the app, for the web app and the functions
// alike: import texts from here (`#domain/messages.ts`) only. The texts live in domain/texts/,
// one file per area; `as Spec` marks the product's fixed wording, `as Ours` our own
// (domain/texts/wording.ts, docs/product.md#screens).

export { messages, type Message, type ProfileSetting } from './texts/toasts';
export { authTexts, pageTexts, processingMessages } from './texts/screens';
export { recoveryTexts } from './texts/recovery';
export { serverTexts } from './texts/server';
export { offlineTexts } from './texts/offline';
export { shellTexts } from './texts/shell';
export { addTexts, itemTexts } from './texts/items';
export { photoTexts } from './texts/photos';
export { batchTexts } from './texts/batch';
export { marketplaceTexts } from './texts/marketplaces';
export { moneyTexts } from './texts/money';
export { lifeTexts } from './texts/life';
export { yourItemsTexts } from './texts/your-items';
export { authEmailTexts, emailLinkTexts } from './texts/emails';
export { ebayTexts, ebayServerTexts } from './texts/ebay';
