CSS.paintWorklet.addModule("hollow.js");
