package dev.stagestack.runtime.conditions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SaveProblemsException;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.runtime.ReloadReport;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §19–§21: variables belong to the run, are saved and restored, and survive a reload that fits. */
class VariablesSaveAndReloadTest {

    private static Graph game(Variable lives) {
        return ConditionGraphs.startingAt("title", "level")
                .variable(Variable.bool("hasSave", false))
                .variable(lives)
                .on("play", "title", Trigger.key("P"), Action.push("level"), Action.set("hasSave", true))
                .on("die", "level", Trigger.key("D"), Action.add("lives", -1))
                .on("count", "level", Trigger.on(TriggerType.ENTER), Action.add("lives", 1))
                .build();
    }

    private static final Graph GAME = game(Variable.integer("lives", 0, 5, 3));

    private static GraphRun run(Graph graph) {
        return new GraphRun(
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow());
    }

    private static GraphRun played() {
        GraphRun run = run(GAME);
        run.start();
        run.offer(InputEvent.key("P"));
        run.tick();
        run.tick();
        run.offer(InputEvent.key("D"));
        run.tick();
        run.offer(InputEvent.key("D"));
        run.tick();
        return run;
    }

    @Test
    void aSaveCarriesTheVariablesAndARestoredRunGoesOnWithThem() {
        SaveGame save = played().snapshot();
        assertEquals(Map.of("hasSave", true, "lives", 2L), save.variables());
        String file = SaveCodec.write(save);
        assertTrue(file.contains("\"variables\": {\n    \"hasSave\": true,\n    \"lives\": 2\n  },"), file);

        GraphRun restored = run(GAME);
        StringBuilder trace = new StringBuilder();
        restored.addListener(new TraceWriter(trace, false));
        restored.restore(SaveCodec.read("save.json", file));
        // the level's enter trigger adds a life in a live run; the save already holds what it led to
        assertEquals(2, restored.stack().variables().integer("lives"));
        assertTrue(restored.stack().variables().bool("hasSave"));
        assertTrue(!trace.toString().contains(" set "), trace.toString());
    }

    @Test
    void aSaveWithoutVariablesStartsThemAtTheirInitialValues() {
        SaveGame old = played().snapshot().withVariables(Map.of());
        assertTrue(!SaveCodec.write(old).contains("variables"));
        GraphRun restored = run(GAME);
        restored.restore(old);
        assertEquals(3, restored.stack().variables().integer("lives"));
    }

    @Test
    void aSavedVariableTheGraphDoesNotHaveOrCannotHoldIsRefusedLocated() {
        String file = SaveCodec.write(played().snapshot().withVariables(Map.of("live", 2L, "hasSave", 7L)));
        SaveProblemsException refused =
                assertThrows(SaveProblemsException.class, () -> run(GAME).restore(SaveCodec.read("save.json", file)));
        String message = refused.getMessage();
        assertTrue(message.contains("variables.live: unknown variable \"live\" (did you mean \"lives\"?)"), message);
        assertTrue(message.contains("variables.hasSave: variable \"hasSave\" holds true or false, not 7"), message);
    }

    @Test
    void aReloadKeepsTheVariablesThatFitAndSaysWhichItReset() {
        GraphRun run = played();
        List<String> reports = new ArrayList<>();
        run.addListener(new StackListener() {
            @Override
            public void reloaded(StateStack stack, ReloadReport report) {
                reports.add(report.summary());
            }
        });
        Graph next = game(Variable.integer("lives", 3, 9, 4))
                .withVariables(List.of(Variable.bool("hasSave", false), Variable.integer("lives", 3, 9, 4)));
        assertEquals(List.of(), run.reload(next, BehaviorRegistry.empty(), Map.of()));
        run.tick();
        assertEquals(List.of("variable lives reset to 4 (its value 2 is outside 3 to 9)"), reports);
        assertTrue(run.stack().variables().bool("hasSave"));
        assertEquals(4, run.stack().variables().integer("lives"));
    }

    @Test
    void aRerunStartsEveryVariableAtItsInitialValue() {
        GraphRun rerun = played().rerun();
        rerun.start();
        assertEquals(3, rerun.stack().variables().integer("lives"));
        assertTrue(!rerun.stack().variables().bool("hasSave"));
    }
}
