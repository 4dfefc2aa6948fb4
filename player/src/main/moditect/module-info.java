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

    exports dev.stagestack.player.cli;
    exports dev.stagestack.player.desktop;
    exports dev.stagestack.player.fx;
    exports dev.stagestack.player.fx.model;

    opens dev.stagestack.player.cli to
            info.picocli,
            com.google.gson;
}
