package dev.stagestack.samples.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Bounce Game's high scores: the five best, one number a line in {@code scores.txt} of the save folder,
 * read at start and written each time a game ends. Shared by every screen (docs/library.md, "An object
 * per screen": what every entry shares belongs outside the behaviour).
 */
public final class HighScores {

    /** How many scores are kept. */
    public static final int KEPT = 5;

    private final Path file;
    private final List<Long> best = new ArrayList<>();

    private HighScores(Path file) {
        this.file = file;
    }

    /** The scores kept in {@code file}; none when it does not exist yet, or for each line that is not a number. */
    public static HighScores load(Path file) {
        HighScores scores = new HighScores(file);
        if (Files.isRegularFile(file)) {
            try {
                for (String line : Files.readAllLines(file)) {
                    if (line.strip().matches("\\d{1,12}")) {
                        scores.best.add(Long.parseLong(line.strip()));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the high scores " + file, e);
            }
        }
        scores.best.sort(Comparator.reverseOrder());
        return scores;
    }

    /** The best scores, best first. */
    public synchronized List<Long> best() {
        return List.copyOf(best.subList(0, Math.min(KEPT, best.size())));
    }

    /** Adds {@code score} and writes the file (atomically); whether it made the table. */
    public synchronized boolean record(long score) {
        best.add(score);
        best.sort(Comparator.reverseOrder());
        while (best.size() > KEPT) {
            best.remove(best.size() - 1);
        }
        write();
        return best.contains(score);
    }

    private void write() {
        StringBuilder text = new StringBuilder();
        best.forEach(s -> text.append(s).append('\n'));
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "scores", ".tmp");
            Files.writeString(temp, text);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the high scores " + file, e);
        }
    }
}
