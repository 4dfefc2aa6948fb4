package dev.stagestack.editor;

import javafx.application.Application;

/**
 * Entry point of the fat jar. Not an {@link Application} itself, so the JavaFX runtime on the
 * class path is found without module-path launcher checks.
 */
public final class EditorMain {
    private EditorMain() {
    }

    /** {@code java -jar stagestack-editor.jar [FILE]}. */
    public static void main(String[] args) {
        Application.launch(EditorApp.class, args);
    }
}
