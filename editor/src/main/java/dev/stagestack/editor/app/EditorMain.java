package dev.stagestack.editor.app;

import javafx.application.Application;

/**
 * Entry point of the fat jar. Not an {@link Application} itself, so the JavaFX runtime on the
 * class path is found without module-path launcher checks.
 */
public final class EditorMain {
    private EditorMain() {}

    /** {@code java -jar stagestack-editor.jar [FILE]}. */
    public static void main(String[] args) {
        readSettingsMeanwhile();
        Application.launch(EditorApp.class, args);
    }

    /**
     * Reads the user's settings on a second thread while JavaFX starts: {@code java.util.prefs}
     * parses an XML file with the JDK's XML parser on first use (about 60 ms, 170 classes), and
     * the window needs the settings only once the toolkit is up. The preferences cache what they
     * read, so the window's own reads then return at once.
     */
    private static void readSettingsMeanwhile() {
        Thread reader = new Thread(EditorApp::readSettings, "stagestack-settings");
        reader.setDaemon(true);
        reader.start();
    }
}
