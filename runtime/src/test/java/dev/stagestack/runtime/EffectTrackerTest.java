package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Effect;
import dev.stagestack.model.SlideDirection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §22 on a bare stack: which commit starts an effect, when it ends, what cancels it. */
class EffectTrackerTest {

    /** 1000 ticks a second: an effect of 0.005 s lasts 5 ticks. */
    private static final StackOptions MS_TICKS = new StackOptions(8, 100, 1_000_000L);

    private final StateType title = new StateType(0, "title", CoveredPolicy.HIDE, false);
    private final StateType level = new StateType(1, "level", CoveredPolicy.HIDE, false);
    private final List<String> heard = new ArrayList<>();
    private final StateStack stack = new StateStack(
            List.of(StateBinding.of(title, Behavior.NONE), StateBinding.of(level, Behavior.NONE)), MS_TICKS);

    EffectTrackerTest() {
        stack.addListener(new StackListener() {
            @Override
            public void committed(StateStack s, int steps) {
                heard.add(s.tick() + " committed");
            }

            @Override
            public void effectStarted(StateStack s, EffectRun e) {
                heard.add(s.tick() + " started " + e.effect().describe() + " for " + e.ticks() + " from "
                        + e.startTick());
            }

            @Override
            public void effectEnded(StateStack s, EffectRun e) {
                heard.add(s.tick() + " ended " + e.effect().describe());
            }
        });
    }

    /** Runs tick {@code n}: its number, then its commit. */
    private void tick(long n) {
        stack.setTick(n);
        stack.commit();
    }

    @Test
    void theCommitAfterARequestWithAnEffectStartsItAndItEndsAsTheTickAfterItsLastBegins() {
        stack.push(title);
        tick(0);
        stack.push(level, Map.of(), Effect.fade(0.005));
        tick(1);
        EffectRun playing = stack.effect();
        for (long n = 2; n <= 5; n++) {
            tick(n);
        }
        EffectRun stillPlaying = stack.effect();
        tick(6);

        assertEquals(
                List.of("0 committed", "1 committed", "1 started fade 0.005s for 5 from 1", "6 ended fade 0.005s"),
                heard);
        assertEquals(0.0, playing.progress(1));
        assertEquals(0.5, playing.progress(3, 0.5));
        assertEquals(1.0, playing.progress(9));
        assertEquals(playing, stillPlaying);
        assertNull(stack.effect());
    }

    @Test
    void aRequestThatChangesNothingOrIsUndoneBeforeTheCommitShowsNoEffect() {
        stack.push(title);
        tick(0);
        stack.popTo(title, Effect.crossfade(1)); // title is on top already
        tick(1);
        stack.push(level, Map.of(), Effect.crossfade(1));
        stack.pop(); // the pushed entry is discarded: the commit takes no step
        tick(2);
        stack.push(level);
        tick(3);

        assertEquals(List.of("0 committed", "3 committed"), heard);
        assertNull(stack.effect());
    }

    @Test
    void theLastEffectRequestedBeforeACommitIsTheOneShownAndItReplacesOneThatPlays() {
        stack.push(title);
        tick(0);
        stack.push(level, Map.of(), Effect.fade(0.005));
        tick(1);
        stack.replace(title, Map.of(), Effect.crossfade(0.002));
        stack.replace(level, Map.of(), Effect.slide(SlideDirection.UP, 0.003));
        tick(2);
        tick(5);

        assertEquals(
                List.of(
                        "0 committed",
                        "1 committed",
                        "1 started fade 0.005s for 5 from 1",
                        "2 committed",
                        "2 started slide up 0.003s for 3 from 2",
                        "5 ended slide up 0.003s"),
                heard);
    }

    @Test
    void aRefusedRequestKeepsNoEffectAndAPopWithAnEffectShowsOne() {
        stack.pop(null, Effect.fade(1)); // pop-empty
        stack.push(title);
        tick(0);
        stack.push(level);
        tick(1);
        stack.pop("done", Effect.slide(SlideDirection.RIGHT, 0.001));
        tick(2);

        assertEquals(
                List.of("0 committed", "1 committed", "2 committed", "2 started slide right 0.001s for 1 from 2"),
                heard);
    }

    @Test
    void aReloadAndTheEndOfTheRunCancelThePlayingEffect() {
        stack.push(title);
        tick(0);
        stack.push(level, Map.of(), Effect.fade(1));
        tick(1);
        stack.reload(
                List.of(StateBinding.of(title, Behavior.NONE), StateBinding.of(level, Behavior.NONE)),
                Map.of(),
                List.of());
        stack.popTo(title, Effect.fade(1));
        tick(2);
        stack.setTick(3);
        stack.finish();

        assertEquals(
                List.of(
                        "0 committed",
                        "1 committed",
                        "1 started fade 1s for 1000 from 1",
                        "1 ended fade 1s",
                        "2 committed",
                        "2 started fade 1s for 1000 from 2",
                        "3 committed",
                        "3 ended fade 1s"),
                heard);
    }
}
