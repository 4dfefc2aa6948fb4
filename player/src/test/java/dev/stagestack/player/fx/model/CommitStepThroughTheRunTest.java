package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A commit stepped with F7 goes through the run: its first step begins the tick as a whole tick
 * does, so the callbacks it calls see the same tick as those of the commit taken whole (here: a
 * key tapped in the tick before is no longer "pressed this tick" when the pushed state enters).
 */
class CommitStepThroughTheRunTest {

    /** What the menu's {@code enter} saw: its tick, and whether SPACE was pressed in it. */
    private final List<String> entered = new ArrayList<>();

    private PlayerSession session() {
        Graph graph = GraphBuilder.startingAt("game")
                .behavior("menu", "spy")
                .on("game", Trigger.key("UP"), Action.push("menu"))
                .build();
        Behavior spy = new Behavior() {
            @Override
            public void enter(Context context) {
                entered.add(
                        context.tick() + (context.keys().wasPressed("SPACE") ? " SPACE pressed" : " nothing pressed"));
            }
        };
        BehaviorRegistry registry = BehaviorRegistry.of(List.of(new BehaviorProvider() {
            @Override
            public String id() {
                return "spy";
            }

            @Override
            public Behavior create() {
                return spy;
            }
        }));
        return new PlayerSession(graph, registry, 100);
    }

    /** Tick 0 takes SPACE and UP (UP pushes the menu); {@code commit} then takes tick 1's commit. */
    private List<String> enteredWhen(Consumer<PlayerSession> commit) {
        PlayerSession session = session();
        session.key("SPACE");
        session.key("UP");
        session.tick();
        commit.accept(session);
        return entered;
    }

    @Test
    void aSteppedCommitCallsItsCallbacksInTheTickItBegins() {
        List<String> whole = List.copyOf(enteredWhen(PlayerSession::tick));
        entered.clear();
        List<String> stepped = enteredWhen(session -> {
            while (session.stepCommit() != CommitStep.NONE) {
                assertEquals(1, session.nextTick(), "the stepped commit is tick 1's");
            }
        });
        assertEquals(List.of("1 nothing pressed"), whole);
        assertEquals(whole, stepped, "the menu entered by F7 steps sees the tick the whole commit sees");
    }
}
