package dev.stagestack.editor.core;

/**
 * One part of the editor (files, play, coverage, export, layout, clipboard, check): it installs its
 * actions, menu items, toolbar buttons and panels into the core, and reaches the rest of the editor
 * only through the core and the ports it was made with, never through the window or another feature.
 */
public interface Feature {

    /** Adds this feature's actions and panels to {@code core}; called once, before the window is built. */
    void install(EditorCore core);
}
