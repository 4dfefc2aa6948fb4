package dev.stagestack.samples.bounce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.graph.InputEvent;
import org.junit.jupiter.api.Test;

/** Bounce played through its graph with scripted input: score, lives, levels, pause, restart. */
class BounceTest {

    private static final int SECOND = 60;

    private final BounceSession game = new BounceSession();

    private BounceSession started() {
        return game.ticks(2, false).send(InputEvent.key("ENTER")).ticks(3, false);
    }

    @Test
    void enterStartsARoundWithThreeLivesNoScoreAndAFullWall() {
        started();
        assertEquals("level", game.headId());
        Round round = game.round();
        assertEquals(Round.START_LIVES, round.lives());
        assertEquals(0, round.score());
        assertEquals(1, round.levelNumber());
        assertEquals(Layouts.load().bricks(0), round.bricksLeft(), "the whole wall of level 1");
        assertEquals(Layouts.load().bricks(0), countBricks(), "one brick object per brick");
    }

    @Test
    void aPaddleThatNeverMovesLosesEveryBallAndTheGameIsOver() {
        started().send(InputEvent.hold("LEFT"));
        for (int t = 0; t < 60 * SECOND && game.round().phase() != Round.Phase.OVER; t++) {
            game.ticks(1, false);
        }
        Round round = game.round();
        assertEquals(0, round.lives());
        assertEquals(Round.Phase.OVER, round.phase());
        int broken = Layouts.load().points(0) - remainingBrickPoints();
        assertTrue(broken > 0, "some bricks broke before the last ball was lost");
        assertEquals(
                broken + round.pickupsCaught() * Pickup.POINTS,
                round.score(),
                "the score is exactly the bricks broken plus the pickups caught");
        game.ticks(3, false);
        assertEquals("game-over", game.headId());
    }

    @Test
    void steeringUnderTheBallClearsLevelOneWithEveryLifeAndExactlyItsPoints() {
        started();
        for (int t = 0; t < 120 * SECOND && !"cleared".equals(game.headId()); t++) {
            game.ticks(1, true);
        }
        Round round = game.round();
        assertEquals("cleared", game.headId(), "the level-cleared dialog is up");
        assertEquals(Round.Phase.CLEARED, round.phase());
        assertTrue(round.lives() >= Round.START_LIVES, "no ball was lost, lives " + round.lives());
        Layouts layouts = Layouts.load();
        assertEquals(layouts.points(0) + Round.CLEAR_BONUS + round.pickupsCaught() * Pickup.POINTS, round.score());
        game.letGo().send(InputEvent.key("ENTER")).ticks(3, false);
        assertEquals("level", game.headId());
        assertEquals(2, game.round().levelNumber());
        assertEquals(Round.Phase.SERVING, game.round().phase());
    }

    @Test
    void thePauseMenuFreezesTheLevelAndResumeGoesOn() {
        started().ticks(2 * SECOND, false).send(InputEvent.key("ESCAPE")).ticks(2, false);
        assertEquals("pause", game.headId());
        long pieces = game.levelContext().objects().size();
        double ballX = game.round().ballX();
        int score = game.round().score();
        game.ticks(5 * SECOND, false);
        assertEquals(pieces, game.levelContext().objects().size(), "no piece added or removed");
        assertEquals(ballX, game.round().ballX(), "the ball holds still");
        assertEquals(score, game.round().score());
        game.send(InputEvent.key("ESCAPE")).ticks(10, false);
        assertEquals("level", game.headId());
        assertNotEquals(ballX, game.round().ballX(), "the ball flies again");
    }

    @Test
    void behindGameOverTheLevelKeepsAnimatingAndPlayAgainRestartsWithoutReloading() {
        started().send(InputEvent.hold("LEFT"));
        for (int t = 0; t < 60 * SECOND && !"game-over".equals(game.headId()); t++) {
            game.ticks(1, false);
        }
        assertEquals("game-over", game.headId());
        int bricks = countBricks();
        game.ticks(SECOND, false);
        assertTrue(countBricks() < bricks, "the wall crumbles behind the dialog (covered: update)");
        int from = game.trace().length();
        game.send(InputEvent.release("LEFT"))
                .send(InputEvent.button("Play again"))
                .ticks(3, false);
        String restart = game.trace().substring(from);
        assertTrue(restart.contains(" free level#2\n") && restart.contains(" init level#2\n"), restart);
        assertTrue(!restart.contains(" load level") && !restart.contains(" unload level"), restart);
        Round round = game.round();
        assertEquals(Round.START_LIVES, round.lives());
        assertEquals(0, round.score());
        assertEquals(Layouts.load().bricks(0), round.bricksLeft());
        assertEquals(Layouts.load().bricks(0), countBricks(), "the store was emptied by free and refilled by init");
    }

    @Test
    void escapeFromGameOverGoesToTheTitleAndEscapeThereQuits() {
        started().send(InputEvent.hold("LEFT")).ticks(60 * SECOND, false);
        game.send(InputEvent.key("ESCAPE")).ticks(3, false);
        assertEquals("title", game.headId());
        game.send(InputEvent.key("ESCAPE")).ticks(3, false);
        assertTrue(game.run().over());
        game.finish();
        assertTrue(game.trace().endsWith(" end\n"));
    }

    private int countBricks() {
        int[] bricks = {0};
        game.levelContext().objects().forEach((handle, piece) -> bricks[0] += piece instanceof Brick ? 1 : 0);
        return bricks[0];
    }

    private int remainingBrickPoints() {
        int[] points = {0};
        game.levelContext()
                .objects()
                .forEach((handle, piece) -> points[0] += piece instanceof Brick b ? b.points() : 0);
        return points[0];
    }
}
