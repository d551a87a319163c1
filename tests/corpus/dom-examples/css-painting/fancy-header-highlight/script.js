CSS.paintWorklet.addModule("header-highlight.js");
