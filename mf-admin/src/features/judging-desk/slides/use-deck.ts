import { pptxToHtml } from '@jvmr/pptx-to-html';
import { useEffect, useState } from 'react';
import { deckFormat } from './slide-svg';

/** The size every slide is drawn at (16:9; a 4:3 deck is letterboxed); the image then scales to the column. */
export const SLIDE_WIDTH = 960;
export const SLIDE_HEIGHT = 540;

// A deck is read whole into the judge's memory (the ZIP and every picture in it). Above this a tablet may run out of
// memory, so the page offers the download instead. Slides are documents: the file widget's limit for them is 50 MB.
export const DECK_IN_BROWSER_MAX_BYTES = 100 * 1024 * 1024;

export type Deck =
  | { status: 'loading' }
  | { status: 'ready'; slides: readonly string[] }
  /** A PowerPoint 97–2003 file: no browser library draws that binary format. */
  | { status: 'legacy' }
  | { status: 'tooLarge' }
  | { status: 'failed' };

/** The slides of the deck at `url`, each as HTML, read in the browser. */
export function useDeck(url: string, size: number): Deck {
  const tooLarge = size > DECK_IN_BROWSER_MAX_BYTES;
  // The deck read for `url`; another url is loading until its own answer arrives.
  const [read, setRead] = useState<{ url: string; deck: Deck } | null>(null);
  useEffect(() => {
    if (tooLarge) return;
    const controller = new AbortController();
    void readDeck(url, controller.signal)
      .catch((): Deck => ({ status: 'failed' }))
      .then((deck) => {
        if (!controller.signal.aborted) setRead({ url, deck });
      });
    return () => controller.abort();
  }, [url, tooLarge]);
  if (tooLarge) return { status: 'tooLarge' };
  return read?.url === url ? read.deck : { status: 'loading' };
}

async function readDeck(url: string, signal: AbortSignal): Promise<Deck> {
  const response = await fetch(url, { signal });
  if (!response.ok) return { status: 'failed' };
  const buffer = await response.arrayBuffer();
  const format = deckFormat(new Uint8Array(buffer, 0, Math.min(8, buffer.byteLength)));
  if (format === 'ppt') return { status: 'legacy' };
  if (format !== 'pptx') return { status: 'failed' };
  const slides = await pptxToHtml(buffer, { width: SLIDE_WIDTH, height: SLIDE_HEIGHT, scaleToFit: true, letterbox: true });
  return slides.length > 0 ? { status: 'ready', slides } : { status: 'failed' };
}
