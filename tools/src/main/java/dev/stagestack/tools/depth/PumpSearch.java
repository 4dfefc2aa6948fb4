package dev.stagestack.tools.depth;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.tools.paths.TestPath;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Looks along a run's path for a pump: two ticks after which nothing is pending, the later stack
 * standing on the very entries of the earlier one (never popped in between) with more entries on
 * top, and the run above them the same: states, pending requests, restart flags, spent once transitions, head's timer
 * counter, the variables and the visit counts guards read. Such a pair is a candidate; it becomes a {@link PumpWitness} only when replaying the prefix and several turns of the
 * loop in the runtime grows the stack by the same entries each turn.
 */
final class PumpSearch {

    /** Turns of the loop a candidate is replayed with before it counts as a witness. */
    static final int TURNS_CHECKED = 3;

    private final Graph graph;

    PumpSearch(Graph graph) {
        this.graph = graph;
    }

    /** The first pump along {@code path} that replay confirms, shortest loop ending earliest first. */
    Optional<PumpWitness> along(TestPath path) {
        List<TickReplay.Tick> ticks = TickReplay.of(graph, path);
        for (int j = 1; j < ticks.size(); j++) {
            for (int i = j - 1; i >= 0; i--) {
                Optional<PumpWitness> found = candidate(path, ticks, i, j).flatMap(this::confirmed);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The pump between ticks {@code i} and {@code j}: the run above the entries head and staging share
     * is the same at both (states, pending requests, restart flags, head's counter, a pending quit), the shared part at
     * {@code j} is taller and stands on the very shared entries of {@code i}, which no tick between
     * the two removed.
     */
    private Optional<PumpWitness> candidate(TestPath path, List<TickReplay.Tick> ticks, int i, int j) {
        TickReplay.Tick before = ticks.get(i);
        TickReplay.Tick after = ticks.get(j);
        int base = before.ended() ? 0 : before.shared();
        if (before.ended()
                || after.ended()
                || after.shared() <= base
                || !after.top().equals(before.top())) {
            return Optional.empty();
        }
        for (int k = i + 1; k <= j; k++) {
            if (ticks.get(k).ended() || !ticks.get(k).standsOn(before, base)) {
                return Optional.empty();
            }
        }
        Set<String> pushers = new LinkedHashSet<>();
        for (int k = i + 1; k <= j; k++) {
            ticks.get(k).fired().stream().filter(this::pushes).forEach(pushers::add);
        }
        List<String> grown = after.sharedStates();
        return Optional.of(new PumpWitness(
                new TestPath(path.ticks().subList(0, i + 1)),
                new TestPath(path.ticks().subList(i + 1, j + 1)),
                before.headStates(),
                base,
                grown.subList(base, grown.size()),
                List.copyOf(pushers),
                after.depth()));
    }

    /**
     * The candidate, when its prefix and {@value #TURNS_CHECKED} turns each end with the same run above
     * the shared entries and the shared entries grown by the same states each turn.
     */
    private Optional<PumpWitness> confirmed(PumpWitness candidate) {
        List<TickReplay.Tick> ticks = TickReplay.of(graph, candidate.repeated(TURNS_CHECKED));
        int prefix = candidate.prefix().length();
        int loop = candidate.loop().length();
        if (ticks.size() != prefix + TURNS_CHECKED * loop) {
            return Optional.empty();
        }
        TickReplay.Tick start = ticks.get(prefix - 1);
        List<String> base = start.sharedStates();
        List<List<String>> grownSpent = null;
        for (int turn = 1; turn <= TURNS_CHECKED; turn++) {
            TickReplay.Tick end = ticks.get(prefix + turn * loop - 1);
            if (!end.top().equals(start.top())
                    || !end.sharedStates().equals(repeated(base, candidate.growth(), turn))) {
                return Optional.empty();
            }
            List<List<String>> spent = end.sharedSpent();
            if (grownSpent == null) {
                grownSpent = spent.subList(base.size(), spent.size());
            }
            if (!spent.equals(repeated(start.sharedSpent(), grownSpent, turn))) {
                return Optional.empty(); // an entry under the loop spent a once transition: a later turn may differ
            }
        }
        return Optional.of(new PumpWitness(
                candidate.prefix(),
                candidate.loop(),
                candidate.stackBefore(),
                candidate.insertAt(),
                candidate.growth(),
                candidate.pushedBy(),
                ticks.get(ticks.size() - 1).depth()));
    }

    /** {@code base} followed by {@code turns} copies of {@code growth}. */
    private static <T> List<T> repeated(List<T> base, List<T> growth, int turns) {
        List<T> out = new ArrayList<>(base);
        for (int k = 0; k < turns; k++) {
            out.addAll(growth);
        }
        return out;
    }

    private boolean pushes(String transitionId) {
        return graph.transitions().stream()
                .filter(t -> t.id().equals(transitionId))
                .findFirst()
                .map(PumpSearch::pushes)
                .orElse(false);
    }

    private static boolean pushes(Transition t) {
        return t.actions().stream().anyMatch(a -> a.op() == ActionOp.PUSH || a.op() == ActionOp.REPLACE);
    }
}
