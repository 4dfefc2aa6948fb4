package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/format.md "Action": a replace hands its data to the new entry, a pop its result to the revealed one. */
class ActionPayloadTest {

    private final List<String> seen = new ArrayList<>();

    private Behavior recorder() {
        return new Behavior() {
            @Override
            public void enter(Context context) {
                seen.add("enter " + context.stateId() + " data " + context.data());
            }

            @Override
            public void resume(Context context) {
                seen.add("resume " + context.stateId() + " result " + context.lastPopResult());
            }
        };
    }

    @Test
    void aGraphsReplaceCarriesDataAndItsPopCarriesAResult() {
        Graph graph = GraphBuilder.startingAt("world")
                .state(StateDef.of("world").withBehavior("rec"))
                .state(StateDef.of("level").withBehavior("rec"))
                .state(StateDef.of("boss").withBehavior("rec"))
                .on("world", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.button("Boss"), Action.replace("boss", Map.of("hp", 300)))
                .on("boss", Trigger.button("Win"), Action.pop(Map.of("stars", 3)))
                .build();
        GraphRun run = new GraphRun(CompiledGraph.compile(
                        graph, Provided.behavior("rec", this::recorder).registry())
                .graph()
                .orElseThrow());
        run.start();
        run.tick();
        for (String button : List.of("Play", "Boss", "Win")) {
            run.offer(InputEvent.button(button));
            run.tick();
            run.tick();
        }

        assertEquals(
                List.of(
                        "enter world data {}",
                        "enter level data {}",
                        "resume world result null", // the replace's commit retreats first: its pop hands no result
                        "enter boss data {hp=300}",
                        "resume world result {stars=3}"),
                seen);
        assertEquals(
                BigDecimal.valueOf(300),
                ((Map<?, ?>) graph.transitions().get(1).actions().get(0).data()).get("hp"),
                "numbers are BigDecimal, from Java as from a file");
    }

    @Test
    void replaceFromCodeCopiesItsData() {
        Graph graph = GraphBuilder.startingAt("level")
                .state(StateDef.of("level").withBehavior("rec"))
                .build();
        Map<String, Object> data = new HashMap<>(Map.of("lives", 3));
        GraphRun run = new GraphRun(CompiledGraph.compile(
                        graph, Provided.behavior("rec", this::recorder).registry())
                .graph()
                .orElseThrow());
        run.start();
        run.tick();
        run.stack().replace(run.stack().type("level"), data);
        data.put("lives", 0);
        run.tick();

        assertEquals("enter level data {lives=3}", seen.get(1));
        assertThrows(
                UnsupportedOperationException.class,
                () -> run.stack().head().data().put("lives", 9));
    }
}
