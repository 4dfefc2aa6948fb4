package dev.stagestack.player.fx.model;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Writes a trace or a script to a file atomically, through the tools' one atomic writer ({@link AtomicFiles}). */
public final class TraceExport {

    private TraceExport() {}

    /**
     * Writes {@code lines}, each ended by a newline, to {@code target}.
     *
     * @return empty on success, else the error as {@code path: message}
     */
    public static Optional<String> write(Path target, List<String> lines) {
        StringBuilder text = new StringBuilder();
        lines.forEach(line -> text.append(line).append(System.lineSeparator()));
        try {
            AtomicFiles.writeString(target, text.toString());
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of(DisplayText.visible(target.toString()) + ": cannot write it: " + e.getMessage());
        }
    }
}
