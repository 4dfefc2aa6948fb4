package dev.stagestack.samples.levels;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;

/**
 * The code of the levels sample ({@code levels.counter}): counts how often its entry was loaded
 * and initialised and draws the counts as a badge over the state's placeholder, so a restart
 * (free + init: "inits" goes up, "loads" does not) can be seen happening. Each entry has its own
 * object (the provider makes one per entry), so a level pushed again starts from zero.
 */
final class LoadCounter implements Behavior {

    private static final double BADGE_WIDTH = 190;
    private static final double BADGE_HEIGHT = 52;
    private static final double MARGIN = 16;
    private static final int BADGE = 0x1d2233;
    private static final int BADGE_EDGE = 0xffd166;
    private static final int TEXT = 0xf2f3f7;

    private int loads;
    private int inits;

    @Override
    public void load(Context context) {
        loads++;
    }

    @Override
    public void init(Context context) {
        inits++;
    }

    /** What the badge says, e.g. {@code loads: 1, inits: 3}. */
    String counts() {
        return "loads: " + loads + ", inits: " + inits;
    }

    @Override
    public void draw(Context context, Surface surface) {
        double x = surface.width() - BADGE_WIDTH - MARGIN;
        surface.fillRect(x, MARGIN, BADGE_WIDTH, BADGE_HEIGHT, BADGE);
        surface.strokeRect(x, MARGIN, BADGE_WIDTH, BADGE_HEIGHT, BADGE_EDGE);
        surface.fillRect(x, MARGIN, 5, BADGE_HEIGHT, BADGE_EDGE);
        surface.text(context.stateId() + "#" + context.serial(), x + 16, MARGIN + 21, BADGE_EDGE);
        surface.text(counts(), x + 16, MARGIN + 41, TEXT);
    }
}
