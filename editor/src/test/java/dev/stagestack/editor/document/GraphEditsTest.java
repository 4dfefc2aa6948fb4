package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ids the editor makes follow the names the designer gives, and an undo gives back the graph before exactly. */
class GraphEditsTest {

    private final EditorDocument document = new EditorDocument(Fixtures.menu(), null);
    private final GraphEdits edits = new GraphEdits(document);

    @Test
    void everyEdgeTheEditorMadeForANewStateFollowsItsNameAndUndoIsExact() {
        String made = edits.addStateAt(400, 400).orElseThrow();
        edits.connect("title", made);
        edits.connect("title", made);
        edits.connect(made, made);
        assertEquals(
                List.of("title-to-" + made, "title-to-" + made + "-2", made + "-to-restart"),
                madeEdgeIds(),
                "a second edge is numbered after the whole id, not after the state's own number");
        Graph beforeRename = document.graph();

        edits.rename(made, "Boss");

        assertEquals(List.of("title-to-boss", "title-to-boss-2", "boss-to-restart"), madeEdgeIds());
        document.undo();
        assertEquals(beforeRename, document.graph());
    }

    @Test
    void aNewStateNeverTakesAnIdATransitionNamesAlready() {
        Transition toBoss = Transition.of("to-boss", "world", Trigger.key("B"), List.of(Action.push("boss")));
        document.load(Fixtures.menu().withTransitions(append(Fixtures.menu().transitions(), toBoss)), null, false);
        String made = edits.addStateAt(400, 400).orElseThrow();
        Graph beforeRename = document.graph();

        edits.rename(made, "Boss");

        assertEquals(
                "boss-2",
                document.graph()
                        .states()
                        .get(document.graph().states().size() - 1)
                        .id(),
                "the dangling 'boss' stays the transition's, unwired");
        document.undo();
        assertEquals(beforeRename, document.graph());
    }

    private List<String> madeEdgeIds() {
        List<Transition> all = document.graph().transitions();
        return all.subList(Fixtures.menu().transitions().size(), all.size()).stream()
                .map(Transition::id)
                .toList();
    }

    private static List<Transition> append(List<Transition> list, Transition t) {
        List<Transition> out = new java.util.ArrayList<>(list);
        out.add(t);
        return out;
    }

    @Test
    void undoingAnIdTypedInTheInspectorGivesBackExactlyTheGraphBefore() {
        Transition toBoss = Transition.of("to-boss", "title", Trigger.key("B"), List.of(Action.push("boss")));
        Graph before = Fixtures.menu().withTransitions(append(Fixtures.menu().transitions(), toBoss));
        document.load(before, null, false);
        dev.stagestack.model.StateDef world = before.state("world").orElseThrow();

        document.execute(dev.stagestack.editor.command.ReplaceStateCommand.edit(world, world.withId("boss")));
        document.undo();

        assertEquals(before, document.graph(), "the transition that named boss before names boss again");
    }
}
