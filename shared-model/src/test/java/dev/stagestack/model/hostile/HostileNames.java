package dev.stagestack.model.hostile;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Graphs whose every free text (graph name, state names, button labels, signal names) is built from
 * pieces that break writers which concatenate: controls (NUL, BEL, ESC, DEL, NEL), U+FFFE and U+FFFF,
 * lone surrogates, bidi overrides, quotes, markup, braces, line breaks, and the syntax of XML, DOT and
 * Mermaid. Every graph is one the checker accepts: the ids are plain. Deterministic for a seed, so a
 * failure can be replayed; reusable by any module's tests (the export tests of the editor use it).
 */
public final class HostileNames {
    private static final String[] PIECES = {
        "\u0000",
        "\u0007",
        "\u001B",
        "\u007F",
        "\u0085",
        "\uFFFE",
        "\uFFFF",
        "\uD800",
        "\uDC00",
        "\uDBFF\uDFFF",
        "\uD83D\uDE00",
        "\u202E",
        "\u200F",
        "\"",
        "'",
        "<",
        ">",
        "&",
        "&amp;",
        "{",
        "}",
        "[",
        "]",
        "(",
        ")",
        "\n",
        "\r\n",
        "\t",
        "\\",
        "\\N",
        "|",
        "#",
        "%%",
        "`",
        ";",
        "-->",
        "==>",
        "end",
        "subgraph",
        "]]>",
        "<!--",
        "%%{init: {}}%%",
        "&#0;",
        "é",
        " ",
        "a",
        "Z",
        "9",
        "digraph {"
    };

    private HostileNames() {}

    /** A name of 0 to 7 pieces. */
    public static String name(Random random) {
        StringBuilder out = new StringBuilder();
        for (int n = random.nextInt(8); n > 0; n--) {
            out.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return out.toString();
    }

    /** {@code count} graphs from {@code seed}: 2 to 5 states pushing, popping, replacing, quitting, with hostile text. */
    public static List<Graph> graphs(long seed, int count) {
        Random random = new Random(seed);
        List<Graph> graphs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            graphs.add(graph(random));
        }
        return graphs;
    }

    private static Graph graph(Random random) {
        int size = 2 + random.nextInt(4);
        List<StateDef> states = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>();
        for (int s = 0; s < size; s++) {
            states.add(StateDef.of("s" + s).withName(name(random)).withPosition(s * 260.0, (s % 2) * 160.0));
            String next = "s" + ((s + 1) % size);
            transitions.add(Transition.of(
                    "p" + s,
                    "s" + s,
                    Trigger.button(name(random)),
                    List.of(Action.push(next), Action.push("s" + random.nextInt(size)))));
            transitions.add(
                    Transition.of("q" + s, "s" + s, Trigger.signal(name(random)), List.of(Action.pop(), Action.pop())));
            transitions.add(Transition.of(
                    "r" + s,
                    "s" + s,
                    Trigger.timer(3),
                    List.of(random.nextBoolean() ? Action.replace(next) : Action.quit())));
            transitions.add(Transition.of("e" + s, "s" + s, Trigger.on(TriggerType.RESUME), List.of(Action.restart())));
        }
        return new Graph(name(random), "s0", 60, states, transitions);
    }
}
