package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The player's log says why (the same lines as {@code trace --explain}); its exported trace stays the plain trace. */
class ExplainedLogTest {
    private static StateDef state(String id) {
        return StateDef.of(id);
    }

    @Test
    void theLogExplainsAndTheTraceDoesNotChange() {
        Graph graph = new Graph(
                "Why",
                "menu",
                60,
                List.of(state("menu"), state("game")),
                List.of(Transition.of("start", "menu", Trigger.key("ENTER"), List.of(Action.push("game")))));
        PlayerSession session = new PlayerSession(graph, BehaviorRegistry.empty(), 100);
        session.key("ENTER");
        session.tick();
        session.tick();
        List<String> log = session.log().recent().stream().map(LogLine::text).toList();
        assertTrue(log.contains("# 0 menu#1: key ENTER fires transition start"), log.toString());
        assertTrue(log.contains("# 1 commit step 1: advance game#2"), log.toString());
        assertTrue(session.log().recent().stream()
                .filter(l -> l.text().startsWith("# "))
                .allMatch(l -> l.kind() == LogKind.CAUSE));
        assertTrue(
                session.log().trace().stream().noneMatch(l -> l.startsWith("#")),
                session.log().trace().toString());
        assertTrue(
                session.log().trace().contains("0 push game#2"),
                session.log().trace().toString());
    }
}
