package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;

/**
 * The code of Bounce's level state ({@code bounce.level}): {@code load} reads the brick walls,
 * {@code init} starts a {@link Round} in the entry's object store, {@code active} plays a tick,
 * {@code draw} paints it. Covered, the level holds still while the round is in play (the pause
 * menu freezes it) and keeps animating once the round is finished (fireworks behind the
 * level-cleared dialog, a crumbling wall behind game over): the state's {@code covered: update}
 * lets it, the round decides. Resumed after a cleared level, it builds the next one. Each level
 * entry has its own object (the provider makes one per entry), so its fields are that level's.
 */
final class LevelBehavior implements Behavior {

    private final View view = new View();
    private Layouts layouts;
    private Round round;
    /** The context of the entry this object serves, from init to free. */
    private Context served;

    @Override
    public void load(Context context) {
        layouts = Layouts.load();
    }

    @Override
    public void init(Context context) {
        served = context;
        round = new Round(context, layouts);
    }

    @Override
    public void active(Context context) {
        round.play(context);
    }

    @Override
    public void inactive(Context context) {
        round.whileCovered(context);
    }

    @Override
    public void resume(Context context) {
        if (round.phase() == Round.Phase.CLEARED) {
            round.nextLevel();
        }
    }

    @Override
    public void draw(Context context, Surface surface) {
        if (round != null && view.begin(surface, Arena.BARS).visible()) {
            RoundPainter.paint(round, view);
        }
    }

    @Override
    public void free(Context context) {
        round = null;
        served = null;
    }

    @Override
    public void unload(Context context) {
        layouts = null;
    }

    /**
     * The round this behaviour plays for {@code context}'s entry, for tests that read score and
     * lives; null when it serves another entry, before init and after free.
     */
    Round round(Context context) {
        return served == context ? round : null;
    }
}
