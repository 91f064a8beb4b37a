/**
 * A JSON data block the server wrote into the page (`<script id=… type="application/json">`, api/src/shell-html),
 * parsed; null when the page has none (a page served without them, tests, a document-less environment) or it is
 * malformed — a block only ever saves a request, so its absence is never an error.
 */
export function readDataBlock(id: string): unknown {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
