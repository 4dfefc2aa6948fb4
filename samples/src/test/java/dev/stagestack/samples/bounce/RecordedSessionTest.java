package dev.stagestack.samples.bounce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.samples.Samples;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A whole session of Bounce played live (the paddle steered by {@link BounceSession}) and then
 * replayed from its recorded events as a headless script gives the same trace, byte for byte:
 * held keys are part of the deterministic input. The session visits every state; it is what
 * {@code graphs/bounce.script} holds. Run with {@code -Dbounce.record=true} to write that file
 * again after a change to the game's rules.
 */
class RecordedSessionTest {

    private static final Path SHIPPED = Path.of("graphs", "bounce.script");

    @Test
    void aLiveSessionReplayedFromItsScriptGivesTheSameTrace() throws IOException {
        BounceSession live = play();
        Script script = Script.parse("recorded.script", String.join("\n", live.script()))
                .script();
        StringBuilder replay = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        Samples.graph("bounce"),
                        script,
                        HeadlessRunner.Options.DEFAULTS.withTicks(live.run().nextTick()),
                        replay));
        live.finish();
        assertEquals(live.trace(), replay.toString());
        if (Boolean.getBoolean("bounce.record")) {
            Files.writeString(SHIPPED, header() + String.join("\n", live.script()) + "\n", StandardCharsets.UTF_8);
        }
    }

    /** Title, a pause, level 1 cleared, level 2, restart from the pause menu, two games lost, title, quit. */
    static BounceSession play() {
        BounceSession game = new BounceSession();
        game.ticks(30, false).send(InputEvent.key("ENTER")).ticks(200, true);
        game.letGo()
                .send(InputEvent.key("ESCAPE"))
                .ticks(60, false)
                .send(InputEvent.key("ESCAPE"))
                .ticks(1, false);
        while (!"cleared".equals(game.headId()) && game.run().nextTick() < 9_000) {
            game.ticks(1, true);
        }
        game.letGo().ticks(120, false).send(InputEvent.button("Next level")).ticks(300, true);
        game.letGo()
                .send(InputEvent.key("P"))
                .ticks(30, false)
                .send(InputEvent.button("Restart game"))
                .ticks(2, false);
        loseEveryBall(game).send(InputEvent.key("ENTER")).ticks(2, false);
        loseEveryBall(game).send(InputEvent.key("ESCAPE")).ticks(60, false);
        return game.send(InputEvent.key("ESCAPE")).ticks(5, false);
    }

    private static BounceSession loseEveryBall(BounceSession game) {
        game.send(InputEvent.hold("RIGHT"));
        while (!"game-over".equals(game.headId()) && game.run().nextTick() < 9_800) {
            game.ticks(1, false);
        }
        return game.send(InputEvent.release("RIGHT")).ticks(90, false);
    }

    private static String header() {
        return """
                # A whole session of Bounce, recorded from a live run by RecordedSessionTest (the paddle
                # steered under the ball): title, a pause, level 1 cleared, level 2, Restart game from the
                # pause menu, a game lost and played again, a game lost, the title, quit.
                # hold/release are held keys (docs/semantics.md §11); replaying gives the recorded trace.
                """;
    }
}
