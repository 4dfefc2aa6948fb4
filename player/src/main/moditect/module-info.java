/**
 * Stagestack's player and game host on JavaFX (the live head/staging overlay, the debugger's
 * controls, the loading screen, sound) and the {@code stagestack} command line.
 */
module dev.stagestack.player {
    requires transitive dev.stagestack.runtime;
    requires transitive dev.stagestack.tools;
    requires dev.stagestack.web;
    requires transitive javafx.controls;
    requires javafx.media;
    requires info.picocli;
    requires com.google.gson;
    requires java.logging;

    exports dev.stagestack.runtime.cli;
    exports dev.stagestack.runtime.desktop;
    exports dev.stagestack.runtime.fx;
    exports dev.stagestack.runtime.fx.model;

    opens dev.stagestack.runtime.cli to
            info.picocli,
            com.google.gson;
}
