package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The code of Bounce's level state ({@code bounce.level}): {@code load} reads the brick walls,
 * {@code init} starts a {@link Round} in the entry's object store, {@code active} plays a tick,
 * {@code draw} paints it. Covered, the level holds still while the round is in play (the pause
 * menu freezes it) and keeps animating once the round is finished (fireworks behind the
 * level-cleared dialog, a crumbling wall behind game over): the state's {@code covered: update}
 * lets it, the round decides. Resumed after a cleared level, it builds the next one.
 */
final class LevelBehavior implements Behavior {

    private final Map<Context, Round> rounds = new IdentityHashMap<>();
    private final Map<Context, Layouts> loaded = new IdentityHashMap<>();
    private final View view = new View();

    @Override
    public void load(Context context) {
        loaded.put(context, Layouts.load());
    }

    @Override
    public void init(Context context) {
        rounds.put(context, new Round(context, loaded.get(context)));
    }

    @Override
    public void active(Context context) {
        rounds.get(context).play(context);
    }

    @Override
    public void inactive(Context context) {
        rounds.get(context).whileCovered(context);
    }

    @Override
    public void resume(Context context) {
        Round round = rounds.get(context);
        if (round.phase() == Round.Phase.CLEARED) {
            round.nextLevel();
        }
    }

    @Override
    public void draw(Context context, Surface surface) {
        Round round = rounds.get(context);
        if (round != null && view.begin(surface, Arena.BARS).visible()) {
            RoundPainter.paint(round, view);
        }
    }

    @Override
    public void free(Context context) {
        rounds.remove(context);
    }

    @Override
    public void unload(Context context) {
        loaded.remove(context);
    }

    /** The round of an entry, for tests that read score and lives; null before init and after free. */
    Round round(Context context) {
        return rounds.get(context);
    }
}
