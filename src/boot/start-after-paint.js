/*
 * Starts the store's app once the browser has painted the prerendered page.
 *
 * The page's HTML is complete without JavaScript; the app (which makes it interactive) is
 * downloaded right after the first paint, so that on a slow connection the page and its images
 * are not held up by the scripts. The build replaces the app's script tags with this classic
 * script and lists them on it: `data-entry` (the entry module) and `data-preload` (the modules it
 * imports, space-separated), fetched in parallel.
 */
(function startAfterPaint() {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }

  // A callback queued from an animation frame runs just after that frame is painted. A tab opened
  // in the background paints no frames: the timer starts the app there all the same.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
