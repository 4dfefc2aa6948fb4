package dev.stagestack.editor.app;

import dev.stagestack.editor.files.RecoveryStore;
import atlantafx.base.theme.PrimerLight;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.stage.Stage;

/** Opens a real editor window for a TestFX test, with its own cleared preferences and recovery place. */
final class TestWindows {

    private TestWindows() {
    }

    static EditorWindow open(Stage stage, String prefsNode, RecoveryStore recovery) throws BackingStoreException {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Preferences prefs = Preferences.userRoot().node(prefsNode);
        prefs.clear();
        EditorWindow window = new EditorWindow(stage, prefs, recovery);
        window.show();
        return window;
    }
}
