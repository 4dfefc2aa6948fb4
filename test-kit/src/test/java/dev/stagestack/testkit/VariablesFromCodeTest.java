package dev.stagestack.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.graph.BehaviorProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §21 and docs/library.md "Variables from code": behaviour code reads and writes variables. */
class VariablesFromCodeTest {

    /** The level collects a coin each tick it is head and saves once it has three. */
    private static final Graph GAME = new Graph(
            "coins",
            "title",
            60,
            List.of(StateDef.of("title"), StateDef.of("level").withBehavior("game.level")),
            List.of(
                    Transition.builder("play", "title", Trigger.key("ENTER"))
                            .actions(List.of(Action.push("level")))
                            .when("!hasSave")
                            .build(),
                    Transition.of("die", "level", Trigger.key("D"), List.of(Action.add("lives", -1)))),
            List.of(Variable.bool("hasSave", false), Variable.integer("lives", 0, 3, 2)));

    private static BehaviorProvider level(Behavior behavior) {
        return BehaviorProvider.of("game.level", () -> behavior);
    }

    @Test
    void codeReadsAndWritesVariablesAndTheTraceSaysSo() {
        RunTester game = RunTester.of(GAME, level(new Behavior() {
            @Override
            public void enter(Context context) {
                context.variables().add("lives", 5);
                context.variables().set("hasSave", context.variables().integer("lives") == 3);
            }
        }));
        game.assertVariable("hasSave", false).assertVariable("lives", 2);
        game.press("ENTER").tick().tick().assertHead("level");
        game.assertVariable("lives", 3)
                .assertVariable("hasSave", true)
                .assertTraceContains("1 enter level#2", "1 set lives 3", "1 set hasSave true");
        game.press("D").tick().press("D").tick().press("D").tick().press("D").tick();
        game.assertVariable("lives", 0);
        assertEquals(2, game.trace().split(" set lives 0\n", -1).length - 1, "the fourth death saturates at 0");
    }

    @Test
    void aGuardReadsWhatCodeSet() {
        RunTester game = RunTester.of(GAME, level(Behavior.NONE));
        game.variables().set("hasSave", true);
        game.press("ENTER").tick().tick().assertHead("title");
        game.assertTraceContains("0 set hasSave true", "0 load title#1");
        game.assertTraceContains("0 skip title#1 play when !hasSave");
    }

    @Test
    void anUnknownVariableIsRefusedNamingTheClosest() {
        RunTester game = RunTester.of(GAME, level(Behavior.NONE));
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> game.variables().integer("live"));
        assertEquals("unknown variable \"live\" (did you mean \"lives\"?); declared: hasSave, lives", e.getMessage());
        assertThrows(AssertionError.class, () -> game.assertVariable("lives", 3));
    }

    @Test
    void setOutOfBoundsIsRefusedNamingThemAndTypesAreKept() {
        RunTester game = RunTester.of(GAME, level(Behavior.NONE));
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> game.variables().set("lives", 4));
        assertEquals("variable \"lives\" holds 0 to 3, not 4 (add() stays within the bounds)", e.getMessage());
        IllegalArgumentException type = assertThrows(
                IllegalArgumentException.class, () -> game.variables().bool("lives"));
        assertEquals(
                "variable \"lives\" is an integer, not a boolean: read it with integer(\"lives\")", type.getMessage());
        game.assertVariable("lives", 2);
    }
}
