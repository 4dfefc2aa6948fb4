package dev.stagestack.editor.app;

import dev.stagestack.editor.feature.files.FileController;
import dev.stagestack.editor.feature.files.FilesFeature;
import dev.stagestack.editor.files.RecoveredWork;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the editor does between building its window and the first thing the user does: offer work a
 * crash left behind, open the file it was started with or the sample, show the window.
 *
 * <p>The recovery question comes before the window shows, so it is the first thing the user sees
 * rather than a dialog over an empty "Untitled" window that looks as if the work were gone. The
 * plain start opens the sample before the window shows too, so that the first frame has the graph
 * and styles and lays it out once. A file given on the command line opens after the window shows:
 * its problems and messages belong to the window.
 */
final class EditorStart {
    private EditorStart() {}

    /**
     * @param window the editor's window, built and not yet shown
     * @param file   the file the editor was started with, or null
     * @param sample the sample opened when there is neither a file nor recovered work
     */
    static void begin(EditorWindow window, Path file, String sample) {
        FileController files =
                window.core().feature(FilesFeature.class).orElseThrow().files();
        Optional<RecoveredWork> recovered = files.offerLeftWork(file);
        if (file == null && recovered.isEmpty()) {
            files.openSample(sample);
            StartupProbe.mark("graph opened");
        }
        if (recovered.isPresent() && file == null) {
            StartupProbe.mark("graph opened");
        }
        window.show();
        StartupProbe.mark("window shown");
        if (file != null) {
            files.openUnlessRecovered(file, recovered);
            StartupProbe.mark("graph opened");
        }
    }
}
