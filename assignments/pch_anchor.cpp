// Anchors the precompiled header that student files reuse.
