package dev.stagestack.editor.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.GraphFragment;
import dev.stagestack.model.Action;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** An action's effect (docs/semantics.md §22) is part of the user's graph: edits that rewrite actions keep it. */
class EffectsSurviveEditsTest {
    private static final Effect FADE = Effect.fade(0.3);
    private static final Effect SLIDE = Effect.slide(SlideDirection.LEFT, 0.5);

    /** The menu graph whose Escape edge pushes pause with a fade and whose Resume edge pops with a slide. */
    private static Graph withEffects() {
        Graph menu = Fixtures.menu();
        List<Transition> ts = menu.transitions().stream()
                .map(t -> switch (t.id()) {
                    case "esc" -> t.withActions(List.of(Action.push("pause").withEffect(FADE)));
                    case "resume" -> t.withActions(List.of(Action.pop().withEffect(SLIDE)));
                    default -> t;
                })
                .toList();
        return menu.withTransitions(ts);
    }

    private static Action first(Graph g, String transition) {
        return g.transitions().stream()
                .filter(t -> t.id().equals(transition))
                .findFirst()
                .orElseThrow()
                .actions()
                .get(0);
    }

    @Test
    void renamingTheTargetStateKeepsTheEffect() {
        Graph graph = withEffects();
        StateDef pause = graph.state("pause").orElseThrow();

        Graph after = ReplaceStateCommand.edit(pause, pause.withId("paused")).apply(graph);

        assertEquals(Action.push("paused").withEffect(FADE), first(after, "esc"));
    }

    @Test
    void copyAndPasteKeepTheEffects() {
        Graph graph = withEffects();
        Graph fragment = GraphFragment.copy(graph, Set.of("world", "pause"), Set.of());

        AddElementsCommand paste = GraphFragment.paste(graph, fragment, "Paste").command();

        assertEquals(
                List.of(Action.push("pause-2").withEffect(FADE)),
                paste.transitions().get(0).actions());
        assertEquals(
                List.of(Action.pop().withEffect(SLIDE)),
                paste.transitions().get(1).actions());
    }

    @Test
    void renamingAVariableKeepsTheTransitionsOtherActionsWhole() {
        Graph graph = withEffects().withVariables(List.of(Variable.integer("lives", 0, 5, 3)));
        Transition esc = graph.transitions().get(1);
        Graph withSet = graph.withTransitions(List.of(
                esc.withActions(List.of(Action.add("lives", -1), esc.actions().get(0)))));

        Graph after = VariableRenames.rename(withSet, "lives", "hearts");

        assertEquals(
                List.of(Action.add("hearts", -1), Action.push("pause").withEffect(FADE)),
                after.transitions().get(0).actions());
    }
}
