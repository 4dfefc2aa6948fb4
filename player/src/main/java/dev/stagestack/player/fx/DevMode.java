package dev.stagestack.player.fx;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.stage.WindowEvent;

/**
 * A window in dev mode (docs/player.md, "Dev mode"): the graph file it plays is watched and each save is
 * taken into the running game at its next tick ({@link GraphFileReloads}); a save that cannot be applied
 * shows why in the overlay's notice and the log, and is logged as a warning, while the game goes on.
 */
final class DevMode {

    private static final System.Logger LOG = System.getLogger("dev.stagestack.runtime");

    private DevMode() {}

    /**
     * Watches {@code graphFile} for the window of {@code controller}, until the window closes; on the JavaFX thread.
     *
     * @throws UncheckedIOException when the file's folder cannot be watched
     */
    static GraphFileReloads watch(PlayerController controller, Path graphFile) {
        try {
            GraphFileReloads reloads = GraphFileReloads.watch(
                    graphFile,
                    controller.session(),
                    Platform::runLater,
                    reasons -> refused(controller, graphFile, reasons));
            controller.view().getScene().getWindow().addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> reloads.close());
            return reloads;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot watch " + graphFile + " for changes", e);
        }
    }

    private static void refused(PlayerController controller, Path graphFile, List<String> reasons) {
        String text = graphFile.getFileName() + " not applied: " + String.join("; ", reasons);
        controller.viewModel().say(text);
        LOG.log(System.Logger.Level.WARNING, text);
    }
}
