package dev.stagestack.editor.document;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.StackFunction;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a guard's field offers at the caret (docs/format.md "Guards"): inside {@code onStack(},
 * {@code count(} or {@code visits(} the state ids; after a value the operators; elsewhere the
 * variables, the stack functions, {@code depth}, {@code true} and {@code false} that match the word
 * being typed. Pure.
 */
public final class GuardCompletion {
    /** The operators offered after a value, in the order a designer reaches for them. */
    static final List<String> OPERATORS = List.of("&&", "||", "==", "!=", "<", "<=", ">", ">=", "+", "-");

    private GuardCompletion() {}

    /**
     * What may complete the text before the caret.
     *
     * @param start where the word being replaced starts (the caret when there is none)
     * @param items what may take its place, best first
     */
    public record Offer(int start, List<String> items) {}

    /** The offer for {@code text} with the caret at {@code caret}. */
    public static Offer at(String text, int caret, Graph graph) {
        int start = caret;
        while (start > 0 && isNameChar(text.charAt(start - 1))) {
            start--;
        }
        String word = text.substring(start, caret);
        if (insideStackFunction(text, start)) {
            return new Offer(
                    start,
                    matching(word, graph.states().stream().map(StateDef::id).toList()));
        }
        if (word.isEmpty()) {
            return new Offer(caret, afterValue(text, caret) ? OPERATORS : List.of());
        }
        return new Offer(start, matching(word, names(graph)));
    }

    private static List<String> names(Graph graph) {
        List<String> names =
                new ArrayList<>(graph.variables().stream().map(Variable::id).toList());
        for (StackFunction f : StackFunction.values()) {
            names.add(f.text() + "(");
        }
        names.addAll(List.of("depth", "true", "false"));
        return names;
    }

    /** The names that start with {@code word}, then those that hold it; none that is the word already. */
    private static List<String> matching(String word, List<String> names) {
        String lower = word.toLowerCase(Locale.ROOT);
        List<String> out = new ArrayList<>();
        names.stream().filter(n -> n.toLowerCase(Locale.ROOT).startsWith(lower)).forEach(out::add);
        names.stream()
                .filter(n -> !out.contains(n) && n.toLowerCase(Locale.ROOT).contains(lower))
                .forEach(out::add);
        out.remove(word);
        return out;
    }

    private static boolean insideStackFunction(String text, int start) {
        int open = start - 1;
        while (open >= 0 && text.charAt(open) == ' ') {
            open--;
        }
        if (open < 0 || text.charAt(open) != '(') {
            return false;
        }
        int nameEnd = open;
        int nameStart = nameEnd;
        while (nameStart > 0 && isNameChar(text.charAt(nameStart - 1))) {
            nameStart--;
        }
        return StackFunction.named(text.substring(nameStart, nameEnd).trim()).isPresent();
    }

    private static boolean afterValue(String text, int caret) {
        int i = caret - 1;
        while (i >= 0 && text.charAt(i) == ' ') {
            i--;
        }
        return i >= 0 && i < caret - 1 && (isNameChar(text.charAt(i)) || text.charAt(i) == ')');
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '.';
    }
}
