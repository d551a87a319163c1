/* global enyo: false */
enyo.depends(
	'enyo.js',
	'app.js'
);