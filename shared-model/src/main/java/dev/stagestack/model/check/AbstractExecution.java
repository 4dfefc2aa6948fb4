package dev.stagestack.model.check;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The fixpoint behind {@link StackAnalysis}: explores every tick (input then timers on head, §4)
 * and every commit step (§3 with the lifecycle triggers of §5) over abstract {@link Config}s,
 * growing the {@link BelowRelation} until nothing changes. Work items are ticks of a head state
 * (numbers {@code 0..n-1}) and commit configurations (numbers {@code n + k}); an item is evaluated
 * again whenever a below/above set it read has grown.
 */
final class AbstractExecution implements RequestEffects.Context {

    private static final CompiledTransition[] NO_TRANSITIONS = new CompiledTransition[0];

    final GraphIndex index;
    final BelowRelation below;
    final LongSet commitConfigs = new LongSet();
    final List<int[]> commitSuccessors = new ArrayList<>();
    /** Commit configurations after which the commit may end (head == staging) or the run may quit. */
    final BitSet commitMayEnd = new BitSet();
    final BitSet hasEntry = new BitSet();
    final BitSet tickHead = new BitSet();
    final BitSet popped = new BitSet();
    final BitSet clearedTops = new BitSet();
    final BitSet popOnEmpty = new BitSet();

    private final int n;
    private final int inputEvents;
    private final boolean pushMayBeRefused;
    private final RequestEffects effects;
    private final IntList worklist = new IntList();
    private final BitSet queued = new BitSet();
    private final List<IntList> belowReaders = new ArrayList<>();
    private final List<IntList> aboveReaders = new ArrayList<>();
    private final LongSet registered = new LongSet();
    private int currentItem;

    AbstractExecution(GraphIndex index, int inputEventsPerTick, boolean pushMayBeRefused) {
        this.index = index;
        this.n = index.stateCount;
        this.below = new BelowRelation(n);
        this.inputEvents = inputEventsPerTick;
        this.pushMayBeRefused = pushMayBeRefused;
        this.effects = new RequestEffects(this, index.bottom);
        for (int k = 0; k <= n; k++) {
            belowReaders.add(null);
            aboveReaders.add(null);
        }
    }

    /** Pushes the initial state (before tick 0) and explores until the fixpoint. */
    void start() {
        if (index.initial < 0) {
            return;
        }
        pushed(index.initial, index.bottom);
        commitItem(Config.of(index.bottom, index.initial, 0, 1));
        drain();
    }

    /** Lets states be head at a tick because a runaway commit may stop on them, and explores on. */
    boolean addTickHeads(BitSet heads) {
        boolean added = false;
        for (int h = heads.nextSetBit(0); h >= 0; h = heads.nextSetBit(h + 1)) {
            added |= markTickHead(h);
        }
        drain();
        return added;
    }

    private void drain() {
        while (worklist.size() > 0) {
            int item = worklist.get(worklist.size() - 1);
            worklist.removeLast();
            queued.clear(item);
            currentItem = item;
            if (item < n) {
                evaluateTick(item);
            } else {
                evaluateCommit(item - n);
            }
        }
    }

    private void enqueue(int item) {
        if (!queued.get(item)) {
            queued.set(item);
            worklist.add(item);
        }
    }

    private boolean markTickHead(int h) {
        if (tickHead.get(h)) {
            return false;
        }
        tickHead.set(h);
        enqueue(h);
        return true;
    }

    private int commitItem(long config) {
        int before = commitConfigs.size();
        int k = commitConfigs.number(config);
        if (k == before) {
            commitSuccessors.add(new int[0]);
            enqueue(n + k);
        }
        return k;
    }

    /** One tick with head {@code h}: up to {@code inputEvents} input transitions, then one timer group. */
    private void evaluateTick(int h) {
        LongSet reached = new LongSet();
        reached.add(Config.of(h, h, 0, 0));
        int from = 0;
        for (int round = 0; round < inputEvents && from < reached.size(); round++) {
            int to = reached.size();
            for (int i = from; i < to; i++) {
                for (CompiledTransition t : index.input[h]) {
                    addAll(reached, effects.apply(new CompiledTransition[] {t}, reached.get(i)).configs);
                }
            }
            from = to;
        }
        int afterInput = reached.size();
        for (int i = 0; i < afterInput; i++) {
            for (CompiledTransition[] group : index.timerGroups[h]) {
                addAll(reached, effects.apply(group, reached.get(i)).configs);
            }
        }
        for (int i = 0; i < reached.size(); i++) {
            if (!Config.synced(reached.get(i))) {
                commitItem(reached.get(i));
            }
        }
    }

    private static void addAll(LongSet into, LongSet from) {
        for (int i = 0; i < from.size(); i++) {
            into.add(from.get(i));
        }
    }

    private void evaluateCommit(int k) {
        long c = commitConfigs.get(k);
        IntList next = new IntList();
        if (Config.d(c) > 0) {
            retreat(k, c, next);
        } else {
            advance(k, c, next);
        }
        commitSuccessors.set(k, next.toArray());
    }

    /** §3 retreat: head moves to its parent, then exit(old head), then resume(new head). */
    private void retreat(int k, long c, IntList next) {
        int h = Config.head(c);
        int s = Config.staging(c);
        int e = Config.e(c);
        BitSet parents = below(h);
        for (int p = parents.nextSetBit(0); p >= 0; p = parents.nextSetBit(p + 1)) {
            for (int d : Config.down(Config.d(c))) {
                if (Config.possible(p, s, d, e, index.bottom)) {
                    RequestEffects.Outcome afterExit = fire(k, h, GraphIndex.EXIT, Config.of(p, s, d, e));
                    for (int i = 0; i < afterExit.configs.size(); i++) {
                        follow(k, fire(k, p, GraphIndex.RESUME, afterExit.configs.get(i)), next);
                    }
                }
            }
        }
    }

    /** §3 advance: head moves to the next staging entry y, then pause(old head), then enter(y). */
    private void advance(int k, long c, IntList next) {
        int h = Config.head(c);
        int s = Config.staging(c);
        int e = Config.e(c);
        for (int e2 : Config.down(e)) {
            BitSet candidates = advanceCandidates(h, s, e, e2);
            for (int y = candidates.nextSetBit(0); y >= 0; y = candidates.nextSetBit(y + 1)) {
                if (y != index.bottom && Config.possible(y, s, 0, e2, index.bottom)) {
                    RequestEffects.Outcome afterPause = fire(k, h, GraphIndex.PAUSE, Config.of(y, s, 0, e2));
                    for (int i = 0; i < afterPause.configs.size(); i++) {
                        follow(k, fire(k, y, GraphIndex.ENTER, afterPause.configs.get(i)), next);
                    }
                }
            }
        }
    }

    /** The states the entry just above head on the staging chain can have, {@code e2} below staging. */
    private BitSet advanceCandidates(int h, int s, int e, int e2) {
        BitSet out = new BitSet();
        if (e2 == 0) {
            if (below(s).get(h)) {
                out.set(s);
            }
            return out;
        }
        out.or(above(h));
        if (e == 2) {
            out.and(below(s));
        }
        return out;
    }

    /** Runs the lifecycle transitions of {@code state} for one callback (none for the empty head). */
    private RequestEffects.Outcome fire(int k, int state, int callback, long config) {
        CompiledTransition[] ts = state == index.bottom ? NO_TRANSITIONS : index.lifecycle[state][callback];
        RequestEffects.Outcome out = effects.apply(ts, config);
        if (out.mayQuit) {
            commitMayEnd.set(k);
        }
        return out;
    }

    private void follow(int k, RequestEffects.Outcome outcome, IntList next) {
        for (int i = 0; i < outcome.configs.size(); i++) {
            long c = outcome.configs.get(i);
            if (outcome.mayQuit || Config.synced(c)) {
                commitMayEnd.set(k);
            }
            if (!Config.synced(c)) {
                next.add(commitItem(c));
            } else if (Config.head(c) != index.bottom) {
                markTickHead(Config.head(c));
            }
        }
    }

    @Override
    public BitSet below(int state) {
        listen(belowReaders, state);
        return below.below(state);
    }

    private BitSet above(int state) {
        listen(aboveReaders, state);
        return below.above(state);
    }

    private void listen(List<IntList> readers, int state) {
        long key = ((long) currentItem << 32) | ((long) state << 1) | (readers == belowReaders ? 0 : 1);
        if (registered.add(key)) {
            if (readers.get(state) == null) {
                readers.set(state, new IntList());
            }
            readers.get(state).add(currentItem);
        }
    }

    @Override
    public void pushed(int upper, int lower) {
        hasEntry.set(upper);
        if (below.add(upper, lower)) {
            wake(belowReaders.get(upper));
            wake(aboveReaders.get(lower));
        }
    }

    private void wake(IntList readers) {
        if (readers != null) {
            for (int i = 0; i < readers.size(); i++) {
                enqueue(readers.get(i));
            }
        }
    }

    @Override
    public void popped(int state) {
        popped.set(state);
    }

    @Override
    public void cleared(int top) {
        clearedTops.set(top);
    }

    @Override
    public void popOnEmpty(CompiledTransition t) {
        popOnEmpty.set(t.index());
    }

    @Override
    public boolean pushMayBeRefused() {
        return pushMayBeRefused;
    }
}
