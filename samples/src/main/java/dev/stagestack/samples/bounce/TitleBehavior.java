package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryObject;
import dev.stagestack.runtime.Surface;

/**
 * The code of Bounce's title ({@code bounce.title}): coloured balls drift behind the logo (objects
 * in the title entry's store, added by {@code init}, emptied after {@code free}); the prompt
 * blinks. Keys do the rest, through the graph's transitions.
 */
final class TitleBehavior implements Behavior {

    private static final String LOGO = "BOUNCE";
    private static final double LOGO_CELL = 13;
    private static final int DRIFTERS = 7;
    private static final int BLINK_TICKS = 40;
    /** The badge's place and size in world units: the top right corner (the state's image "badge"). */
    static final double BADGE_X = Arena.WIDTH - 72;

    static final double BADGE_Y = 16;
    static final double BADGE_SIZE = 56;

    private final View view = new View();

    @Override
    public void init(Context context) {
        Rng rng = new Rng(context.serial(), context.tick());
        for (int i = 0; i < DRIFTERS; i++) {
            context.objects().add(new Drifter(rng, Arena.ROWS[i % Arena.ROWS.length]));
        }
    }

    @Override
    public void active(Context context) {
        context.objects().forEach(EntryObject::update, context);
    }

    @Override
    public void draw(Context context, Surface surface) {
        if (!view.begin(surface, Arena.BARS).visible()) {
            return;
        }
        RoundPainter.backdrop(view);
        context.objects().forEach(EntryObject::render, (Surface) view);
        logo(view);
        context.drawImage(view, "badge", BADGE_X, BADGE_Y, BADGE_SIZE, BADGE_SIZE);
        PixelFont.drawCentered(view, "A STAGESTACK SAMPLE", Arena.WIDTH / 2, 232, 2, Arena.DIM_TEXT);
        if (context.tick() / BLINK_TICKS % 2 == 0) {
            PixelFont.drawCentered(view, "PRESS ENTER TO PLAY", Arena.WIDTH / 2, 300, 3, Arena.ACCENT);
        }
        PixelFont.drawCentered(
                view, "LEFT/RIGHT MOVE   SPACE SERVE   ESC PAUSE", Arena.WIDTH / 2, 410, 1.6, Arena.TEXT);
        PixelFont.drawCentered(view, "ESC HERE QUITS", Arena.WIDTH / 2, 436, 1.6, Arena.DIM_TEXT);
    }

    /** The logo: one colour per letter over a dark drop shadow. */
    private static void logo(Surface view) {
        double x = (Arena.WIDTH - PixelFont.width(LOGO, LOGO_CELL)) / 2;
        for (int i = 0; i < LOGO.length(); i++) {
            String letter = LOGO.substring(i, i + 1);
            double left = x + i * PixelFont.ADVANCE * LOGO_CELL;
            PixelFont.draw(view, letter, left + 5, 112 + 5, LOGO_CELL, 0x05060a);
            PixelFont.draw(view, letter, left, 112, LOGO_CELL, Arena.ROWS[i % Arena.ROWS.length]);
        }
    }
}
