package dev.stagestack.samples.game;

import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.Variables;
import java.util.List;

/** Bounce Game's screen: 640 × 360, letterboxed by the game window; what every screen draws alike. */
final class Layout {

    static final int WIDTH = 640;
    static final int HEIGHT = 360;
    /** Below the status line. */
    static final double TOP = 28;

    private static final double CHAR_WIDTH = 7;

    private Layout() {}

    static void backdrop(Surface surface, int rgb) {
        surface.fillRect(0, 0, WIDTH, HEIGHT, rgb);
    }

    /** The status line: level, score and lives. */
    static void status(Surface surface, Variables vars) {
        surface.fillRect(0, 0, WIDTH, TOP - 6, 0x14213d);
        surface.text("LEVEL " + vars.integer("level"), 12, 16, 0xffffff);
        centred(surface, "SCORE " + vars.integer("score"), 16, 0xffd166);
        surface.text("LIVES " + vars.integer("lives"), WIDTH - 70, 16, 0xffffff);
    }

    /** {@code text} centred on the screen at baseline {@code y}. */
    static void centred(Surface surface, String text, double y, int rgb) {
        surface.text(text, (WIDTH - text.length() * CHAR_WIDTH) / 2, y, rgb);
    }

    /** A boxed menu: a heading and its lines, centred. */
    static void menu(Surface surface, String heading, List<String> lines, int box) {
        double height = 70 + 22.0 * lines.size();
        double top = (HEIGHT - height) / 2;
        surface.fillRect(140, top, WIDTH - 280, height, box);
        surface.strokeRect(140, top, WIDTH - 280, height, 0xffffff);
        centred(surface, heading, top + 34, 0xffd166);
        for (int i = 0; i < lines.size(); i++) {
            centred(surface, lines.get(i), top + 66 + 22 * i, 0xffffff);
        }
    }
}
