import { useEffect, useState } from 'react';
import { PROCESSING_MESSAGE_INTERVAL_MS } from '#domain/constants.ts';
import { pageTexts } from '#domain/messages.ts';
import { processingMessageAt } from '#domain/processing-rotation.ts';
import './processing-screen.css';

/**
 * docs/product.md#screens, "Processing screen": animated, a new message every 2 seconds, and a line
 * saying that the AI is analysing the photo and researching similar items.
 */
export function ProcessingScreen() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => current + 1), PROCESSING_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const message = processingMessageAt(step * PROCESSING_MESSAGE_INTERVAL_MS);

  return (
    <section className="card tab-panel-card processing" aria-labelledby="processing-message">
      <div className="processing-orbit" aria-hidden="true">
        <span className="processing-dot" />
        <span className="processing-dot" />
        <span className="processing-dot" />
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
    </section>
  );
}
