// @ts-nocheck
import { type ReactNode, useEffect, useState } from 'react';
import { PROCESSING_MESSAGE_INTERVAL_MS } from '#domain/constants.ts';
import { itemTexts, pageTexts } from '#domain/messages.ts';
import { processingMessageAt } from '#domain/processing-rotation.ts';
import './processing-screen.css';

interface Props {
  /** The photo of the newest item being analysed. */
  photoUrl?: string;
  /** How many items are being analysed; beyond one, the screen says so. */
  count?: number;
  /** What the user can do meanwhile: the main screen puts "Add another item" here. */
  children?: ReactNode;
}

/**
 * docs/product.md#processing-screen: animated, a new message every 2 seconds, and a line
 * saying that the AI is analysing the photo and researching similar items. It shows the newest
 * item's photo while the others carry on in the background.
 */
export function ProcessingScreen({ photoUrl, count = 1, children }: Props) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => current + 1), PROCESSING_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const message = processingMessageAt(step * PROCESSING_MESSAGE_INTERVAL_MS);

  return (
    <section className="card tab-panel-card processing" aria-labelledby="processing-message">
      <div className={photoUrl ? 'processing-visual processing-visual-photo' : 'processing-visual'}>
        <div className="processing-orbit" aria-hidden="true">
          <span className="processing-dot" />
          <span className="processing-dot" />
          <span className="processing-dot" />
        </div>
        {photoUrl && (
          <img
            className="processing-photo"
            src={photoUrl}
            alt={itemTexts.analysingPhoto}
            width={80}
            height={80}
          />
        )}
      </div>
      <p
        id="processing-message"
        className="processing-message"
        role="status"
        aria-live="polite"
        key={message}
      >
        {message}
      </p>
      <p className="muted">{pageTexts.processingExplainer}</p>
      {count > 1 && <p className="processing-queue">{itemTexts.analysingMore(count)}</p>}
      {children}
    </section>
  );
}
