package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.EntryObject;
import dev.stagestack.runtime.Surface;

/** Draws a round: the backdrop, every piece of the store, the score bar and the serve hint. */
final class RoundPainter {

    private static final double GRID_STEP = 32;

    private RoundPainter() {}

    static void paint(Round round, View view) {
        backdrop(view);
        round.objects().forEach(EntryObject::render, (Surface) view);
        scoreBar(round, view);
        if (round.phase() == Round.Phase.SERVING) {
            PixelFont.drawCentered(view, "SPACE TO SERVE", Arena.WIDTH / 2, 300, 2, Arena.DIM_TEXT);
            PixelFont.drawCentered(view, "LEVEL " + round.levelNumber(), Arena.WIDTH / 2, 260, 3, Arena.ACCENT);
        }
    }

    /** The dark field with a faint grid. */
    static void backdrop(Surface view) {
        view.fillRect(0, 0, Arena.WIDTH, Arena.HEIGHT, Arena.BACKGROUND);
        for (double x = GRID_STEP; x < Arena.WIDTH; x += GRID_STEP) {
            view.line(x, Arena.TOP, x, Arena.HEIGHT, Arena.GRID);
        }
        for (double y = Arena.TOP + GRID_STEP; y < Arena.HEIGHT; y += GRID_STEP) {
            view.line(0, y, Arena.WIDTH, y, Arena.GRID);
        }
    }

    private static void scoreBar(Round round, Surface view) {
        view.fillRect(0, 0, Arena.WIDTH, Arena.TOP, Arena.HUD);
        view.fillRect(0, Arena.TOP - 2, Arena.WIDTH, 2, Arena.HUD_LINE);
        PixelFont.draw(view, "SCORE", 16, 9, 1.5, Arena.DIM_TEXT);
        PixelFont.draw(view, String.format("%06d", round.score()), 16, 23, 2, Arena.TEXT);
        PixelFont.drawCentered(view, "LEVEL " + round.levelNumber(), Arena.WIDTH / 2, 15, 2, Arena.ACCENT);
        PixelFont.draw(view, "LIVES", Arena.WIDTH - 150, 9, 1.5, Arena.DIM_TEXT);
        for (int i = 0; i < round.lives(); i++) {
            View.disc(view, Arena.WIDTH - 144 + i * 18, 30, 6, Arena.ROWS[0]);
            View.disc(view, Arena.WIDTH - 146 + i * 18, 28, 2, 0xffb3c1);
        }
    }
}
