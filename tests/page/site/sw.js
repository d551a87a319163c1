// A service worker that does nothing but exist: the test checks it is gone.
self.addEventListener("fetch", () => {});
