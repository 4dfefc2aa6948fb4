package dev.stagestack.web.browser;

import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;

/**
 * The head and staging chains as text, bottom first, entries named as in traces ({@code menu#2}):
 * <pre>
 * head: title#1 &gt; menu#2
 * staging: title#1 &gt; menu#2 &gt; pause#3
 * </pre>
 * and a third line {@code ended} once the run is over.
 */
final class ChainText {

    private ChainText() {}

    static String of(StateStack stack, boolean over) {
        StringBuilder text = new StringBuilder("head:");
        for (int level = 0; level < stack.headDepth(); level++) {
            text.append(level == 0 ? " " : " > ").append(stack.headAt(level));
        }
        text.append("\nstaging:");
        appendFromBottom(text, stack.staging());
        text.append('\n');
        if (over) {
            text.append("ended\n");
        }
        return text.toString();
    }

    private static void appendFromBottom(StringBuilder text, Entry entry) {
        if (entry == null) {
            return;
        }
        appendFromBottom(text, entry.parent());
        text.append(entry.parent() == null ? " " : " > ").append(entry);
    }
}
