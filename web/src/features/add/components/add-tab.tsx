import { pageTexts } from '../../../../../domain/messages';
import { texts } from '../../../lib/texts';

interface Props {
  /** Opens the main screen's hidden file input. */
  onChoosePhoto: () => void;
}

/**
 * The Add tab (SPEC.md point 2, "Add tab"). Part 1 shows the headline, the hint and the upload
 * button; the upload flow, the error box and the recent thumbnails are the item-journey issue's.
 */
export function AddTab({ onChoosePhoto }: Props) {
  return (
    <section className="card tab-panel-card add-tab" aria-labelledby="add-title">
      <h2 id="add-title" className="section-title">
        {pageTexts.tagline}
      </h2>
      <button className="button button-primary button-large" type="button" onClick={onChoosePhoto}>
        {texts.addPlaceholder}
      </button>
      <p className="muted">{pageTexts.uploadHint}</p>
    </section>
  );
}
