/* global window, document, location */
// A classic script the production build adds to the shell's <head> (headScript in
// shared/build/vite-common.ts). When the page opens on a remote's route (/startups → the remote
// "startups"), it gets that remote's code ready sooner: as soon as it runs, it reads remotes.json
// (through the request the shell uses too: window.__sistemaRemotesJson) and the remote's
// mf-manifest.json (window.__sistemaRemoteManifests, likewise); once the shell has painted its
// first frame, it preloads the remote's entry and the chunks of its page, which the federation
// runtime then finds downloaded.
// The two small reads go beside the shell's own downloads: waiting for those first put their round
// trips, and the new connection to the remote's origin, on the way to the first record (3–21 %
// later on the desktop preset; docs/performance.md). The preloads wait for the first paint
// (compiling preloaded modules takes the main thread). On any other route it fetches nothing from
// a remote. A failure here only loses the head start.
(function () {
  var remote = location.pathname.split('/')[1];
  if (!remote) return;

  function readConfig() {
    window.__sistemaRemotesJson =
      window.__sistemaRemotesJson ||
      fetch('/remotes.json', { cache: 'no-store' }).then(function (response) {
        if (!response.ok) throw new Error('remotes.json respondió ' + response.status);
        return response.json();
      });
    return window.__sistemaRemotesJson;
  }

  function preload(href) {
    if (document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  // Calls `start` once the page has painted its first content (or after 5 s).
  function afterFirstPaint(start) {
    var started = false;
    var go = function () {
      if (!started) start();
      started = true;
    };
    if (typeof PerformanceObserver !== 'function') return go();
    window.setTimeout(go, 5000);
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  // The remote's manifest, requested once per page: the shell's check of its shared modules
  // (shared-compat.ts) reads the same promise (window.__sistemaRemoteManifests, by URL).
  function readManifest(entry) {
    var url = new URL('mf-manifest.json', entry).href;
    var manifests = (window.__sistemaRemoteManifests = window.__sistemaRemoteManifests || {});
    manifests[url] =
      manifests[url] ||
      fetch(url).then(function (response) {
        return response.ok ? response.json() : null;
      });
    return manifests[url];
  }

  function preloadRemote(entry) {
    var manifest = readManifest(entry).catch(function () {
      return null;
    });
    afterFirstPaint(function () {
      preload(entry);
      manifest
        .then(function (built) {
          ((built && built.exposes) || []).forEach(function (expose) {
            var js = (expose.assets && expose.assets.js) || {};
            // Synchronous chunks, and of the asynchronous ones the shared-module wrappers: the rest
            // are fallback copies of shared libraries, which the shell provides.
            var files = (js.sync || []).concat(
              (js.async || []).filter(function (file) {
                return file.indexOf('__loadShare__') !== -1;
              }),
            );
            files.forEach(function (file) {
              preload(new URL(file, entry).href);
            });
          });
        })
        .catch(function () {});
    });
  }

  readConfig()
    .then(function (settings) {
      var entry = settings && settings.remotes && settings.remotes[remote];
      if (typeof entry === 'string') preloadRemote(entry);
    })
    .catch(function () {}); // The shell reports it when it reads the same promise.
})();
