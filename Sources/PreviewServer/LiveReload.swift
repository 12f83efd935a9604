/// The script that preview pages load: reloads on `reload` events, shows build errors over
/// the page on `failure` events; in a frame it does nothing, the page around it reloads. Served
/// by the preview server only, never written to output.
enum LiveReload {
    static let script = """
        (() => {
          // Frames (the storyboard's, the overlay's) reload with the page around them; an event
          // stream each would soon use up the browser's six connections to the server.
          if (window.top !== window) return;
          const events = new EventSource('/_build-site/events');
          events.addEventListener('reload', () => location.reload());
          events.addEventListener('failure', (event) => {
            let overlay = document.getElementById('build-site-errors');
            if (!overlay) {
              overlay = document.createElement('pre');
              overlay.id = 'build-site-errors';
              overlay.setAttribute('role', 'alert');
              Object.assign(overlay.style, { position: 'fixed', inset: '0', margin: '0', padding: '1.5rem', overflow: 'auto', zIndex: 2147483647,
                background: 'rgba(20, 0, 0, 0.94)', color: '#fff', font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap' });
              document.body.append(overlay);
            }
            overlay.textContent = 'The last build failed; this page shows the previous one.\\n\\n' + JSON.parse(event.data);
          });
        })();

        """

    /// `html` with the live-reload script before `</head>` (or at the end).
    static func inject(into html: String) -> String {
        let tag = "<script src=\"/_build-site/live-reload.js\" defer></script>\n"
        if let head = html.range(of: "</head>") { return html.replacingCharacters(in: head.lowerBound..<head.lowerBound, with: tag) }
        return html + tag
    }
}
