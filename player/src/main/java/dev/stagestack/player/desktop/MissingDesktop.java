package dev.stagestack.player.desktop;

/** What a machine lacks for a JavaFX window. */
public enum MissingDesktop {
    /** No display to open a window on: neither {@code DISPLAY} nor {@code WAYLAND_DISPLAY} is set, or it cannot be opened. */
    DISPLAY,
    /** GTK 3 ({@code libgtk-3.so.0}), which JavaFX draws its windows with on Linux, is not installed. */
    GTK
}
