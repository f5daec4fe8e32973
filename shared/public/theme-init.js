// Runs before first paint (a blocking script in <head>): the saved theme is on <html> before anything
// is drawn, so a reload never flashes the wrong theme. External, not inline, so the CSP needs no hash.
(function () {
  var theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked: keep the default.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
