// What jsdom lacks and the rich-text editor (ProseMirror) uses when it places the caret and scrolls it into view:
// the layout of text ranges. jsdom lays nothing out, so every box is empty; ProseMirror only needs the calls to answer.
// Imported by the tests that type into an editor.

const emptyRect = (): DOMRect => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) }) as DOMRect;
const noRects = (): DOMRectList => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;

if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Range.prototype.getClientRects ??= noRects;
}
if (typeof document !== 'undefined') {
  document.elementFromPoint ??= () => null;
}
if (typeof Element !== 'undefined') Element.prototype.getClientRects ??= noRects;
