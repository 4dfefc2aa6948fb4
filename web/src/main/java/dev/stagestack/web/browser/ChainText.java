package dev.stagestack.web.browser;

import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.debug.ChainRecorder;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;

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
        return of(new ChainRecorder().snapshot(stack, stack.tick(), List.of()), over);
    }

    /** The chains of a moment as the player's session recorded them. */
    static String of(TickSnapshot moment, boolean over) {
        return "head:" + chain(moment.head()) + "\nstaging:" + chain(moment.staging()) + "\n" + (over ? "ended\n" : "");
    }

    private static String chain(ChainSnapshot chain) {
        StringBuilder text = new StringBuilder();
        for (EntryRef entry : chain.bottomUp()) {
            text.append(text.length() == 0 ? " " : " > ").append(entry.label());
        }
        return text.toString();
    }
}
