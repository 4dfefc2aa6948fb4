package dev.stagestack.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.graph.BehaviorProvider;
import org.junit.jupiter.api.Test;

class RunTesterTest {

    private static final Graph GAME = GraphBuilder.startingAt("title")
            .state(StateDef.of("level").withBehavior("game.level"))
            .on("title", Trigger.button("Play"), Action.push("level"))
            .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
            .on("pause", Trigger.key("ESCAPE"), Action.pop())
            .build();

    private static BehaviorProvider level(Behavior behavior) {
        return new BehaviorProvider() {
            @Override
            public String id() {
                return "game.level";
            }

            @Override
            public Behavior create() {
                return behavior;
            }
        };
    }

    @Test
    void walksAGameByItsInputsAndChecksHeadStackAndTrace() {
        RunTester game = RunTester.of(GAME, level(Behavior.NONE));

        game.tick().click("Play").tick().tick().assertHead("level");
        game.press("ESCAPE").tickUntil(s -> s.head().stateId().equals("pause"), 3);

        game.assertStack("title", "level", "pause")
                .assertTraceContains("4 pause level#2", "4 load pause#3", "4 init pause#3", "4 enter pause#3")
                .finish()
                .assertPaired();
    }

    @Test
    void aFailingAssertionInsideABehaviourFailsTheTest() {
        RunTester game = RunTester.of(GAME, level(new Behavior() {
                    @Override
                    public void enter(Context context) {
                        assertEquals(3, context.serial(), "the level is the third entry");
                    }
                }))
                .tick()
                .click("Play")
                .tick();

        AssertionError failed = assertThrows(AssertionError.class, game::tick);

        assertTrue(failed.getMessage().startsWith("the level is the third entry"), failed.getMessage());
    }

    @Test
    void leniently_theFaultStaysInTheTrace() {
        RunTester game = RunTester.of(GAME, level(new Behavior() {
                    @Override
                    public void enter(Context context) {
                        throw new IllegalStateException("broken level");
                    }
                }))
                .lenient()
                .tick()
                .click("Play")
                .tick()
                .tick();

        game.assertTraceContains("2 enter level#2", "2 error callback level#2 enter: broken level");
    }

    @Test
    void failuresSayWhatTheStackHolds() {
        RunTester game = RunTester.of(GAME, level(Behavior.NONE)).tick();

        AssertionError head = assertThrows(AssertionError.class, () -> game.assertHead("level"));
        AssertionError until = assertThrows(
                AssertionError.class,
                () -> game.tickUntil(s -> s.head().stateId().equals("pause"), 4));
        AssertionError trace = assertThrows(AssertionError.class, () -> game.assertTraceContains("0 enter level#1"));

        assertEquals("expected head level but was title#1 (head chain: title#1)", head.getMessage());
        assertEquals("the condition did not hold within 4 ticks; head chain: title#1", until.getMessage());
        assertTrue(trace.getMessage().startsWith("the trace does not contain:\n0 enter level#1\n"), trace.getMessage());
    }

    @Test
    void aGraphThatDoesNotCompileIsRefusedWithItsProblems() {
        Graph unknownCode =
                GraphBuilder.startingAt("title").behavior("title", "game.title").build();

        AssertionError refused = assertThrows(AssertionError.class, () -> RunTester.of(unknownCode));

        assertTrue(refused.getMessage().contains("no behaviour \"game.title\" is registered"), refused.getMessage());
    }

    @Test
    void aGraphWithErrorsIsRefusedListingItsProblems() {
        Graph typo = GraphBuilder.startingAt("level")
                .on("level", Trigger.key("ESACPE"), Action.push("pause"))
                .build();

        AssertionError thrown = assertThrows(AssertionError.class, () -> RunTester.of(typo));

        assertEquals(
                java.util.List.of(
                        "the graph cannot run: fix the problems listed below (docs/format.md)",
                        "transitions[0].trigger.key: unknown key \"ESACPE\" (did you mean \"ESCAPE\"?); key names are JavaFX"
                                + " KeyCode names such as ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT"),
                thrown.getMessage().lines().toList());
    }

    @Test
    void pressingANameThatIsNotAKeyIsRefusedWithAHint() {
        RunTester game = RunTester.of(GAME, level(Behavior.NONE));

        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> game.press("ESC"));

        assertTrue(thrown.getMessage().startsWith("unknown key \"ESC\""), thrown.getMessage());
    }
}
