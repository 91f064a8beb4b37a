/**
 * GET /_portal/boot.js, on a page that carries its first view (docs/adr/0020): starts the app's scripts only after
 * that view has been drawn. The scripts are listed in the page's `portal-boot` data block. Preloaded from the <head>
 * they would share the connection with the stylesheets and images the first paint needs — on a slow phone network
 * that delayed the first paint by seconds — and the prerendered page needs none of them to be seen.
 * Plain ES5-level code: it runs before anything else and must not fail on an old phone.
 */
export const BOOT_LOADER = `(function () {
  var block = document.getElementById('portal-boot');
  var files = [];
  try { files = JSON.parse(block && block.textContent || '[]'); } catch (e) { files = []; }
  function start() {
    for (var i = 0; i < files.length; i++) {
      var file = files[i];
      if (typeof file !== 'string' || file.charAt(0) !== '/' || file.charAt(1) === '/') continue;
      if (i === 0) {
        var script = document.createElement('script');
        script.src = file;
        document.head.appendChild(script);
      } else {
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = file;
        document.head.appendChild(link);
      }
    }
  }
  // After the first frame is drawn.
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
