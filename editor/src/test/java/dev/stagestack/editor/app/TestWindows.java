package dev.stagestack.editor.app;

import atlantafx.base.theme.PrimerLight;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.FxWait;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.stage.Stage;

/** Opens a real editor window for a TestFX test, with its own cleared preferences and recovery place. */
final class TestWindows {

    private TestWindows() {}

    static EditorDriver open(Stage stage, String prefsNode, RecoveryStore recovery) throws BackingStoreException {
        EditorDriver window = build(stage, prefsNode, recovery);
        window.show();
        return window;
    }

    /** Builds a window as {@link EditorApp} does before it starts ({@link EditorStart}): not yet shown. */
    static EditorDriver build(Stage stage, String prefsNode, RecoveryStore recovery) throws BackingStoreException {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Preferences prefs = Preferences.userRoot().node(prefsNode);
        prefs.clear();
        return new EditorDriver(new EditorWindow(stage, prefs, recovery));
    }

    /** Opens a window on preferences as an earlier window left them (the next start of the editor). */
    static EditorDriver reopen(Stage stage, String prefsNode, RecoveryStore recovery) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        EditorDriver window =
                new EditorDriver(new EditorWindow(stage, Preferences.userRoot().node(prefsNode), recovery));
        window.show();
        return window;
    }

    /** Opens a window on {@code graph} (untitled, as if just opened). */
    static EditorDriver openOn(Stage stage, String prefsNode, RecoveryStore recovery, Graph graph)
            throws BackingStoreException {
        EditorDriver window = open(stage, prefsNode, recovery);
        window.document().load(graph, null, false);
        window.graphOpened();
        return window;
    }

    /**
     * After a test: ends Play and lets go of the recovery copy, so that no copy of the test's unsaved
     * edits is written a second later into a temporary folder JUnit is deleting.
     */
    static void finish(EditorDriver window) throws Exception {
        FxWait.onFx(() -> {
            window.play().stop();
            window.files().closing();
            return null;
        });
    }

    /** The item of an open menu showing {@code text} (a menu's items exist before it shows). */
    static java.util.Optional<javafx.scene.Node> shownMenuItem(org.testfx.api.FxRobot robot, String text)
            throws Exception {
        return dev.stagestack.player.fx.FxWait.onFx(
                () -> robot.lookup(text).match(javafx.scene.Node::isVisible).queryAll().stream()
                        .filter(item -> item.getScene() != null
                                && item.getScene().getWindow() != null
                                && item.getScene().getWindow().isShowing())
                        .findFirst());
    }
}
