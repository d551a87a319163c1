"""A small app that needs signing in, for the project tests: ``python app.py PORT``.

``/signin`` shows a form; posting the right password to ``/session`` sets a cookie
and counts a sign-in (printed, so it lands in the server log). Every other page
answers only with the cookie, else redirects to ``/signin``. ``/settings`` and
``/`` differ in colour scheme handling, like a real app's screens.
"""

from __future__ import annotations

import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

PASSWORD = "open sesame"
COOKIE = "session=signed-in"

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>{title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{{font:16px sans-serif;margin:24px}} @media (prefers-color-scheme: dark)
{{body{{background:#111;color:#eee}}}}</style></head><body>{body}</body></html>"""

SIGNIN = """<h1>Sign in</h1><form method="post" action="/session">
<label>Email <input id="email" name="email"></label>
<label>Password <input id="password" name="password" type="password"></label>
<button type="submit">Sign in</button></form>"""


class Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path.startswith("/signin"):
            return self.page("Sign in", SIGNIN)
        if COOKIE not in (self.headers.get("Cookie") or ""):
            self.send_response(303)
            self.send_header("Location", "/signin")
            self.end_headers()
            return None
        titles = {"/": "Inbox", "/settings": "Settings"}
        if self.path not in titles:
            self.send_error(404)
            return None
        # Settings logs an error, for the checks to find.
        script = "<script>console.error('quota service down')</script>" if titles[
            self.path] == "Settings" else ""  # fmt: skip
        return self.page(titles[self.path],
                         f"<h1>{titles[self.path]}</h1><p>Welcome back.</p>{script}")  # fmt: skip

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        form = parse_qs(self.rfile.read(length).decode())
        if self.path == "/session" and form.get("password") == [PASSWORD]:
            print("SIGNED IN", flush=True)
            self.send_response(303)
            self.send_header("Set-Cookie", f"{COOKIE}; Path=/; HttpOnly")
            self.send_header("Location", "/")
            self.end_headers()
            return
        self.page("Sign in", "<p role=alert>Wrong password</p>" + SIGNIN)

    def page(self, title: str, body: str) -> None:
        data = PAGE.format(title=title, body=body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: object) -> None:
        print(format % args, flush=True)


if __name__ == "__main__":
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
    print(f"listening on {server.server_address[1]}", flush=True)
    server.serve_forever()
