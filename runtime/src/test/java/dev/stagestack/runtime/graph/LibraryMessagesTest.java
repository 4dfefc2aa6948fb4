package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a game programmer using the runtime as a library is told when a name is wrong or a run is
 * over, driven through the public API as a game drives it (issue "Messages").
 */
class LibraryMessagesTest {

    private static GraphRun strictRun(BehaviorProvider level) {
        Graph graph = GraphBuilder.startingAt("level")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("level", Trigger.key("Q"), Action.quit())
                .build();
        GraphRun run = new GraphRun(CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(level)))
                .orElseThrow());
        run.strict(true);
        run.start();
        return run;
    }

    @Test
    void aKeyQueryWithAMisspeltKeyNameThrowsWithTheKeyMeant() {
        GraphRun run = strictRun(BehaviorProvider.of("game.level", () -> new Behavior() {
            @Override
            public void active(Context c) {
                c.keys().wasPressed("Escape");
            }
        }));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, run::tick);
        assertEquals(
                "unknown key \"Escape\" (did you mean \"ESCAPE\"?); key names are JavaFX KeyCode names such as"
                        + " ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT",
                e.getMessage());
    }

    @Test
    void isDownRefusesANameThatIsNoKeyAsWell() {
        GraphRun run = strictRun(BehaviorProvider.of("game.level", () -> new Behavior() {
            @Override
            public void active(Context c) {
                c.keys().isDown("Esc");
            }
        }));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, run::tick);
        assertEquals(
                "unknown key \"Esc\" (did you mean \"ESCAPE\"?)", e.getMessage().split(";")[0]);
    }

    @Test
    void aKeyQueryWithAKeyNameAnswers() {
        List<Boolean> pressed = new ArrayList<>();
        GraphRun run = strictRun(BehaviorProvider.of("game.level", () -> new Behavior() {
            @Override
            public void active(Context c) {
                pressed.add(c.keys().wasPressed("SPACE"));
            }
        }));
        run.tick();
        run.offer(InputEvent.key("SPACE"));
        run.tick();
        assertEquals(List.of(false, true), pressed);
    }

    @Test
    void aPushOfAMisspeltStateSaysWhichStateWasMeant() {
        GraphRun run = strictRun(BehaviorProvider.of("game.level", () -> new Behavior() {
            @Override
            public void enter(Context c) {
                c.push("levle");
            }
        }));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, run::tick);
        assertEquals("unknown state \"levle\" (did you mean \"level\"?); the states are level", e.getMessage());
    }

    @Test
    void aTickAfterAQuitSaysWhenTheRunEndedAndWhy() {
        GraphRun run = strictRun(BehaviorProvider.of("game.level", () -> new Behavior() {}));
        run.tick();
        run.offer(InputEvent.key("Q"));
        run.tick();
        assertFalse(run.tick());
        IllegalStateException e = assertThrows(IllegalStateException.class, run::tick);
        assertEquals("the run is over: a quit was committed at tick 2; it cannot tick any more", e.getMessage());
    }

    @Test
    void aTickAfterFinishSaysWhenTheRunWasFinished() {
        GraphRun run = strictRun(BehaviorProvider.of("game.level", () -> new Behavior() {}));
        run.tick();
        run.finish();
        IllegalStateException e = assertThrows(IllegalStateException.class, run::tick);
        assertEquals("the run is over: finish() ended it at tick 1; it cannot tick any more", e.getMessage());
    }

    @Test
    void aTickBeforeStartSaysWhatToCall() {
        Graph graph = GraphBuilder.startingAt("level").build();
        GraphRun run = new GraphRun(
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).orElseThrow());
        IllegalStateException e = assertThrows(IllegalStateException.class, run::tick);
        assertEquals("the run has not started: call start() first", e.getMessage());
    }

    @Test
    void aProviderIsALambdaNamedWithOf() {
        List<String> entered = new ArrayList<>();
        BehaviorProvider level = BehaviorProvider.of("game.level", () -> new Behavior() {
            @Override
            public void enter(Context c) {
                entered.add(c.stateId() + "#" + c.serial());
            }
        });
        GraphRun run = strictRun(level);
        run.tick();
        assertEquals(List.of("level#1"), entered);
        assertEquals("game.level", level.id());
    }

    @Test
    void aLambdaWithoutAnIdIsRefusedWhenRegisteredSayingHowToNameIt() {
        BehaviorProvider unnamed = () -> new Behavior() {};
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> BehaviorRegistry.of(List.of(unnamed)));
        assertEquals(
                "this behaviour provider has no id: name a lambda with BehaviorProvider.of(\"game.level\", ...),"
                        + " or override id() in its class",
                e.getMessage());
    }
}
