package dev.stagestack.samples.bounce;

import dev.stagestack.model.io.LineBreaks;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The brick walls of Bounce, read from {@code levels.txt} next to this class: rows of ten
 * characters, {@code .} for no brick and {@code 1}–{@code 3} for the hits a brick takes; a blank
 * line ends a level; {@code #} starts a comment line. Loaded once per level entry (its
 * {@code load}), kept across restarts. Immutable.
 */
final class Layouts {

    static final int COLUMNS = 10;
    static final double LEFT = 22;
    static final double FIRST_ROW = 76;
    static final double GAP = 4;

    private final List<List<String>> levels;

    private Layouts(List<List<String>> levels) {
        this.levels = levels;
    }

    /** Reads the levels shipped with the game. */
    static Layouts load() {
        try (InputStream in = Layouts.class.getResourceAsStream("levels.txt")) {
            if (in == null) {
                throw new IllegalStateException("levels.txt is missing next to " + Layouts.class.getName());
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read levels.txt", e);
        }
    }

    /** Reads levels from text in the format of {@code levels.txt}. */
    static Layouts parse(String text) {
        List<List<String>> levels = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        // LineBreaks, not String.lines(): the page's class library has none (docs/web.md)
        for (String line : LineBreaks.split(text + "\n\n")) {
            if (line.startsWith("#")) {
                continue;
            }
            if (line.isBlank()) {
                if (!rows.isEmpty()) {
                    levels.add(List.copyOf(rows));
                    rows.clear();
                }
            } else if (line.strip().length() != COLUMNS || !line.strip().matches("[.123]+")) {
                throw new IllegalArgumentException("a level row has " + COLUMNS + " characters of . 1 2 3: " + line);
            } else {
                rows.add(line.strip());
            }
        }
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("no level");
        }
        return new Layouts(List.copyOf(levels));
    }

    int count() {
        return levels.size();
    }

    /** The rows of level {@code index}, counted from 0 and wrapping around after the last. */
    List<String> rows(int index) {
        return levels.get(index % levels.size());
    }

    /** The number of bricks of level {@code index}. */
    int bricks(int index) {
        int bricks = 0;
        for (String row : rows(index)) {
            bricks += (int) row.chars().filter(c -> c != '.').count();
        }
        return bricks;
    }

    /** The points a whole level is worth: 10 per hit of every brick. */
    int points(int index) {
        int hits = 0;
        for (String row : rows(index)) {
            for (int c = 0; c < row.length(); c++) {
                hits += row.charAt(c) == '.' ? 0 : row.charAt(c) - '0';
            }
        }
        return hits * Brick.POINTS_PER_HIT;
    }

    static double columnX(int column) {
        return LEFT + column * (Brick.WIDTH + GAP);
    }

    static double rowY(int row) {
        return FIRST_ROW + row * (Brick.HEIGHT + GAP);
    }
}
