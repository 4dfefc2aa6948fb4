package dev.stagestack.tools.depth;

import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.tools.paths.TestPath;
import java.util.ArrayList;
import java.util.List;

/**
 * A script that takes the stack past any depth: {@code prefix} builds {@code stackBefore}, and each
 * turn of {@code loop} after it inserts the entries {@code growth} at {@code insertAt} (under whatever
 * the turn leaves on top, the same each turn), ending in the same run state above them, so the loop
 * can be repeated as often as asked.
 *
 * @param prefix      the ticks from the run's start up to the first loop
 * @param loop        the ticks of one turn of the loop (at least one)
 * @param stackBefore the committed stack after the prefix, bottom first
 * @param insertAt    how many entries of {@code stackBefore}, from the bottom, stay under the growth
 * @param growth      the state ids one turn adds, bottom first
 * @param pushedBy    the transitions that fired in one turn and push or replace: the culprits
 * @param replayedTo  the depth the witness was replayed to in the runtime when it was found
 */
public record PumpWitness(
        TestPath prefix,
        TestPath loop,
        List<String> stackBefore,
        int insertAt,
        List<String> growth,
        List<String> pushedBy,
        int replayedTo) {

    /** Copies the lists; the loop must have ticks and the growth entries. */
    public PumpWitness {
        stackBefore = List.copyOf(stackBefore);
        growth = List.copyOf(growth);
        pushedBy = List.copyOf(pushedBy);
        if (loop.length() == 0 || growth.isEmpty() || insertAt < 0 || insertAt > stackBefore.size()) {
            throw new IllegalArgumentException("a pump needs a loop of at least one tick that grows the stack");
        }
    }

    /** @return how many turns of the loop take the committed stack past {@code depth} entries */
    public int turnsPast(int depth) {
        int missing = depth + 1 - stackBefore.size();
        return Math.max(1, (missing + growth.size() - 1) / growth.size());
    }

    /**
     * @param turns how many times to run the loop
     * @return the prefix followed by {@code turns} turns of the loop
     */
    public TestPath repeated(int turns) {
        List<List<InputEvent>> ticks = new ArrayList<>(prefix.ticks());
        for (int i = 0; i < turns; i++) {
            ticks.addAll(loop.ticks());
        }
        return new TestPath(ticks);
    }

    /** @return the script whose run commits a stack of more than {@code depth} entries */
    public TestPath past(int depth) {
        return repeated(turnsPast(depth));
    }

    /** @return the committed stack after {@code turns} turns, bottom first */
    public List<String> stackAfter(int turns) {
        List<String> stack = new ArrayList<>(stackBefore.subList(0, insertAt));
        for (int i = 0; i < turns; i++) {
            stack.addAll(growth);
        }
        stack.addAll(stackBefore.subList(insertAt, stackBefore.size()));
        return stack;
    }
}
