package dev.stagestack.samples.bounce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bounce plays its level's sound effects: paddle hits, broken bricks and lost balls. */
class BounceSoundsTest {

    private static final int SECOND = 60;

    private final List<String> played = new ArrayList<>();
    private final BounceSession game = new BounceSession(new AudioOut() {
        @Override
        public void playEffect(AssetKey key, Object sound) {
            played.add(key.path());
        }
    });

    @Test
    void everyBrokenBrickAndPaddleHitIsHeard() {
        game.ticks(2, false).send(InputEvent.key("ENTER")).ticks(3, false);
        for (int t = 0; t < 20 * SECOND; t++) {
            game.ticks(1, true);
        }
        Round round = game.round();
        int broken = Layouts.load().bricks(0) - round.bricksLeft();

        assertTrue(broken > 0, "bricks broke");
        assertEquals(
                broken,
                played.stream().filter("assets/bounce/brick.wav"::equals).count());
        assertTrue(played.contains("assets/bounce/paddle.wav"), "the paddle sent the ball back");
        assertTrue(!played.contains("assets/bounce/life-lost.wav"), "steering loses no ball");
    }

    @Test
    void aLostBallIsHeardOncePerLife() {
        game.ticks(2, false).send(InputEvent.key("ENTER")).ticks(3, false).send(InputEvent.hold("LEFT"));
        for (int t = 0; t < 60 * SECOND && game.round().phase() != Round.Phase.OVER; t++) {
            game.ticks(1, false);
        }

        assertEquals(
                Round.START_LIVES,
                played.stream().filter("assets/bounce/life-lost.wav"::equals).count());
    }
}
