package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryObject;
import dev.stagestack.runtime.objects.ObjectStore;
import java.util.List;

/**
 * One game of Bounce, owned by one level entry from {@code init} to {@code free}: score, lives,
 * the level reached, and the pieces in the entry's object store. A restart frees the entry (its
 * store is emptied) and inits a new round: score 0, three lives, level 1.
 *
 * <p>The round tells the graph what happened with signals: {@code level-cleared} when the last
 * brick breaks, {@code game-over} from the tick after the last ball is lost, while it is head.
 */
final class Round {

    /** Where the round is. */
    enum Phase {
        /** The ball waits on the paddle. */
        SERVING,
        /** The ball is in play. */
        PLAYING,
        /** The last brick broke: a victory lap until the dialog is dismissed. */
        CLEARED,
        /** The last ball was lost. */
        OVER;

        /** Whether the player steers (the ball waits or flies). */
        boolean playing() {
            return this == SERVING || this == PLAYING;
        }
    }

    static final int START_LIVES = 3;
    static final int MAX_LIVES = 5;
    /** The ball serves itself after 1.5 s at 60 ticks per second. */
    static final int SERVE_TICKS = 90;

    static final double BASE_SPEED = 5.2;
    static final double SPEED_PER_LEVEL = 0.5;
    static final int CLEAR_BONUS = 100;
    /** One brick in this many drops a pickup. */
    static final int PICKUP_CHANCE = 5;

    private final ObjectStore<EntryObject> objects;
    private final Layouts layouts;
    private final Rng rng;
    private final Paddle paddle;
    private final Celebration celebration;
    private Ball ball;
    private Phase phase = Phase.SERVING;
    private int phaseTicks;
    private int level;
    private int score;
    /** The level state's sound effects (bounce.stagestack.json, {@code assets.sounds}). */
    static final String SOUND_PADDLE = "paddle";

    static final String SOUND_BRICK = "brick";
    static final String SOUND_LIFE_LOST = "life-lost";

    private int lives = START_LIVES;
    private int bricksLeft;
    private int pickupsCaught;

    Round(Context context, Layouts layouts) {
        this.objects = context.objects();
        this.layouts = layouts;
        this.rng = new Rng(context.serial(), context.tick());
        this.paddle = add(new Paddle(this));
        this.celebration = new Celebration(this, rng);
        buildLevel();
    }

    // ---- the tick ------------------------------------------------------------------------------

    /**
     * One tick as head: serve when asked (SPACE or UP) or when the wait is over, then update every
     * piece. A round that is over asks for the game-over screen every tick it is head, so the
     * request is not lost when a pause menu came up in the same tick.
     */
    void play(Context context) {
        if (phase == Phase.OVER) {
            context.signal("game-over");
            return;
        }
        phaseTicks++;
        boolean asked = context.keys().wasPressed("SPACE") || context.keys().wasPressed("UP");
        if (phase == Phase.SERVING && (asked || phaseTicks >= SERVE_TICKS)) {
            ball.serve(rng.between(-0.35, 0.35));
            enter(Phase.PLAYING);
        }
        objects.forEach(EntryObject::update, context);
    }

    /** One tick while covered: a finished round keeps animating, one in play holds still (paused). */
    void whileCovered(Context context) {
        if (!phase.playing()) {
            phaseTicks++;
            celebration.tick(phase, phaseTicks);
            objects.forEach(EntryObject::update, context);
        }
    }

    /** The dialog over a cleared level was dismissed: the next level, a little faster. */
    void nextLevel() {
        level++;
        objects.forEach(Round::clearPlayfield, this);
        buildLevel();
    }

    // ---- what pieces report --------------------------------------------------------------------

    void brickBroken(Context context, Brick brick) {
        context.sounds().play(SOUND_BRICK);
        score += brick.points();
        bricksLeft--;
        celebration.burst(brick.x + Brick.WIDTH / 2, brick.y + Brick.HEIGHT / 2, brick.color(), 14);
        if (rng.nextInt(PICKUP_CHANCE) == 0) {
            Pickup.Kind kind = Pickup.Kind.values()[rng.nextInt(Pickup.Kind.values().length)];
            add(new Pickup(this, kind, brick.x + Brick.WIDTH / 2, brick.y));
        }
        if (bricksLeft == 0) {
            score += CLEAR_BONUS * (level + 1);
            enter(Phase.CLEARED);
            context.signal("level-cleared");
        }
    }

    void ballLost(Context context, Ball lost) {
        context.sounds().play(SOUND_LIFE_LOST);
        celebration.burst(lost.x(), Arena.HEIGHT - 4, Arena.PADDLE_EDGE, 24);
        lives--;
        if (lives == 0) {
            enter(Phase.OVER);
        } else {
            ball = add(new Ball(this, ballSpeed()));
            enter(Phase.SERVING);
        }
    }

    void pickupCaught(Pickup pickup) {
        score += Pickup.POINTS;
        pickupsCaught++;
        switch (pickup.kind()) {
            case WIDE -> paddle.widen();
            case LIFE -> lives = Math.min(MAX_LIVES, lives + 1);
            case SLOW -> ball.slowDown(0.8);
            default -> throw new AssertionError(pickup.kind());
        }
        celebration.burst(paddle.x(), Paddle.Y, pickup.kind().color, 10);
    }

    /** Adds a piece to the entry's store. */
    <P extends Piece> P add(P piece) {
        piece.placed(objects.add(piece));
        return piece;
    }

    // ---- reading -------------------------------------------------------------------------------

    ObjectStore<EntryObject> objects() {
        return objects;
    }

    Phase phase() {
        return phase;
    }

    Paddle paddle() {
        return paddle;
    }

    /** Where the ball is across, or the paddle's place when there is no ball. */
    double ballX() {
        return ball != null && ball.alive() ? ball.x() : paddle.x();
    }

    int score() {
        return score;
    }

    int lives() {
        return lives;
    }

    /** The level reached, counted from 1. */
    int levelNumber() {
        return level + 1;
    }

    int bricksLeft() {
        return bricksLeft;
    }

    int pickupsCaught() {
        return pickupsCaught;
    }

    // ---- building ------------------------------------------------------------------------------

    private void buildLevel() {
        List<String> rows = layouts.rows(level);
        bricksLeft = 0;
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < Layouts.COLUMNS; c++) {
                char cell = rows.get(r).charAt(c);
                if (cell != '.') {
                    add(new Brick(
                            this, Layouts.columnX(c), Layouts.rowY(r), cell - '0', Arena.ROWS[r % Arena.ROWS.length]));
                    bricksLeft++;
                }
            }
        }
        ball = add(new Ball(this, ballSpeed()));
        enter(Phase.SERVING);
    }

    private double ballSpeed() {
        return BASE_SPEED + SPEED_PER_LEVEL * level;
    }

    private void enter(Phase next) {
        phase = next;
        phaseTicks = 0;
    }

    /** Between levels only the paddle and the sparks stay. */
    private static void clearPlayfield(EntryObject piece, Round round) {
        if (piece instanceof Ball || piece instanceof Pickup || piece instanceof Brick) {
            ((Piece) piece).removeSelf();
        }
    }
}
