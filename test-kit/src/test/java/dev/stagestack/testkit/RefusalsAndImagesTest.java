package dev.stagestack.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.RequestRefusedException;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.graph.BehaviorProvider;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Strict mode failing on refused requests, and a behaviour drawing its state's image, driven through the test kit. */
class RefusalsAndImagesTest {

    /** X pops twice from a stack one entry deep: the second pop finds the staging stack empty. */
    private static final Graph POPS_TOO_MUCH = GraphBuilder.startingAt("title")
            .on("title", Trigger.key("X"), Action.pop(), Action.pop())
            .build();

    @Test
    void aRefusedPopFailsTheTickWhenTheTesterFailsOnPopEmpty() {
        RunTester game =
                RunTester.of(POPS_TOO_MUCH).failOn(StackError.POP_EMPTY).tick().press("X");

        RequestRefusedException e = assertThrows(RequestRefusedException.class, game::tick);

        assertEquals(StackError.POP_EMPTY, e.code());
        assertEquals(
                "tick 1: request refused (pop-empty): pop: the staging stack is empty;"
                        + " made by title#1 because key X fires transition t1",
                e.getMessage());
    }

    @Test
    void aRefusedPopOnlyShowsInTheTraceWithoutFailOn() {
        RunTester game = RunTester.of(POPS_TOO_MUCH).tick().press("X").tick();

        game.assertTraceContains("1 error pop-empty pop: the staging stack is empty");
    }

    @Test
    void aBareStackTesterFailsOnARefusedPopToo() {
        StateType menu = new StateType(0, "menu", CoveredPolicy.FREEZE, false);
        StackTester tester =
                StackTester.of(List.of(StateBinding.of(menu, Behavior.NONE))).failOn(StackError.POP_EMPTY);
        tester.stack().pop(null);

        RequestRefusedException e = assertThrows(RequestRefusedException.class, tester::tick);

        assertEquals("tick 0: request refused (pop-empty): pop: the staging stack is empty", e.getMessage());
    }

    @Test
    void aBehaviourDrawsItsStatesImageWithTheRuntimesSurface() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title")
                        .withBehavior("game.title")
                        .withAssets(new StateAssets(Map.of("background", "title.png"), Map.of(), null)))
                .build();
        BehaviorProvider title = BehaviorProvider.of("game.title", () -> new Behavior() {
            @Override
            public void draw(Context c, Surface s) {
                c.drawImage(s, "background", 0, 0, s.width(), s.height());
            }
        });
        RunTester game = RunTester.of(graph, title).tick();
        RecordingSurface surface = new RecordingSurface(800, 600);

        game.stack().draw(surface);

        assertEquals(List.of("image background 0 0 800 600"), surface.calls());
    }
}
