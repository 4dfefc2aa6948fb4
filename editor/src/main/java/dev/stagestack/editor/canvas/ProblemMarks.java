package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.document.ProblemLocator;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Puts the live check's problems on the skins of the states and transitions they point at. */
final class ProblemMarks {

    private ProblemMarks() {}

    /** Marks every skin a problem points at and clears the others. */
    static void show(
            Graph graph, List<Problem> problems, Map<String, StateSkin> states, Map<String, TransitionSkin> edges) {
        Map<ElementRef, List<Problem>> byElement = new HashMap<>();
        for (Problem p : problems) {
            ProblemLocator.elementOf(graph, p)
                    .ifPresent(ref -> byElement
                            .computeIfAbsent(ref, k -> new ArrayList<>())
                            .add(p));
        }
        states.values().forEach(skin -> {
            List<Problem> mine = byElement.getOrDefault(skin.ref(), List.of());
            if (!mine.isEmpty() || skin.hasProblem()) {
                skin.showProblem(hasError(mine), !mine.isEmpty(), describe(mine));
            }
        });
        edges.values().forEach(skin -> {
            List<Problem> mine = byElement.getOrDefault(skin.ref(), List.of());
            skin.showProblem(hasError(mine), !mine.isEmpty());
        });
    }

    private static boolean hasError(List<Problem> problems) {
        return problems.stream().anyMatch(Problem::isError);
    }

    private static String describe(List<Problem> problems) {
        return problems.stream().map(p -> p.path() + ": " + p.message()).collect(Collectors.joining("\n"));
    }
}
