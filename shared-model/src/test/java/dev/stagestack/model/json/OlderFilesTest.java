package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphArbitraries;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Files without variables, groups, guards, once, any-key, variable actions or effects are written exactly as
 * before these existed: no new field appears, and every such file of the corpus (written by the
 * writer of that time) comes back byte for byte.
 */
class OlderFilesTest {

    /** A line of canonical text that writes one of the fields the conditions and the effects brought. */
    private static final Pattern NEW_FIELD =
            Pattern.compile("(?m)^ *\"(variables|groups|when|once|var|value|effect)\": ");

    @Test
    void everyCorpusFileWithoutTheNewFieldsWritesTheSameBytes() {
        List<Path> older = Corpus.good().stream()
                .filter(file -> !NEW_FIELD.matcher(Corpus.read(file)).find())
                .toList();
        assertFalse(older.size() < 4, () -> "older corpus files: " + older);
        for (Path file : older) {
            String text = Corpus.read(file);
            assertEquals(text, GraphCodec.write(GraphCodec.read(null, text).graph()), file::toString);
        }
    }

    @Provide
    Arbitrary<Graph> olderGraphs() {
        return GraphArbitraries.graphs().map(OlderFilesTest::withoutConditions);
    }

    @Property(tries = 100)
    void aGraphWithoutTheNewFieldsWritesNoneOfThem(@ForAll("olderGraphs") Graph graph) {
        assertFalse(NEW_FIELD.matcher(GraphCodec.write(graph)).find(), () -> GraphCodec.write(graph));
    }

    private static Graph withoutConditions(Graph graph) {
        List<StateDef> states =
                graph.states().stream().map(s -> s.withGroups(List.of())).toList();
        List<Transition> transitions = graph.transitions().stream()
                .filter(t -> t.isFromOneState() && t.trigger().type() != TriggerType.ANY_KEY)
                .map(t -> t.withWhen(null).withOnce(false).withActions(stackActions(t)))
                .filter(t -> !t.actions().isEmpty())
                .toList();
        return graph.withVariables(List.of()).withStates(states).withTransitions(transitions);
    }

    private static List<Action> stackActions(Transition t) {
        return t.actions().stream()
                .filter(a -> !a.op().isVariable())
                .map(a -> a.withEffect(null))
                .toList();
    }
}
