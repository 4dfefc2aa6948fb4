package dev.stagestack.samples.game;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;
import java.util.List;
import java.util.function.Function;

/**
 * A screen of Bounce Game that is a boxed menu: a heading and lines of key hints, made from the context
 * each frame (the lines may read the variables). An overlay state draws only its box, so the level shows
 * beneath the pause menu as the level drew it; any other fills the screen.
 */
final class MenuScreen implements Behavior {

    private final String heading;
    private final Function<Context, List<String>> lines;
    private final int box;

    MenuScreen(String heading, Function<Context, List<String>> lines, int box) {
        this.heading = heading;
        this.lines = lines;
        this.box = box;
    }

    @Override
    public void draw(Context context, Surface surface) {
        if (!context.entry().type().overlay()) {
            Layout.backdrop(surface, 0x1b2134);
        }
        Layout.menu(surface, heading, lines.apply(context), box);
    }
}
