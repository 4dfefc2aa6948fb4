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
    /** Commit configurations retreating an unknown number of entries: explored by {@link #walk}. */
    final BitSet walkItems = new BitSet();
    /** Heads passed inside walks (a runaway commit could stop on them). */
    final BitSet transitHeads = new BitSet();

    private final int n;
    private final int inputEvents;
    private final boolean pushMayBeRefused;
    private final RequestEffects effects;
    private final IntList worklist = new IntList();
    private final BitSet queued = new BitSet();
    private final List<IntList> belowReaders = new ArrayList<>();
    private final List<IntList> aboveReaders = new ArrayList<>();
    private final LongSet registered = new LongSet();
    /** Pairs read as absent, numbered, and the items that read each: woken when the pair appears. */
    private final LongSet pairReaders = new LongSet();
    private final List<IntList> pairReaderLists = new ArrayList<>();
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
        settle();
    }

    /** Lets states be head at a tick because a runaway commit may stop on them, and explores on. */
    boolean addTickHeads(BitSet heads) {
        boolean added = false;
        for (int h = heads.nextSetBit(0); h >= 0; h = heads.nextSetBit(h + 1)) {
            added |= markTickHead(h);
        }
        settle();
        return added;
    }

    /** Drains the work list, then re-runs the walks until they find nothing new. */
    private void settle() {
        drain();
        while (runWalks()) {
            drain();
        }
    }

    private boolean runWalks() {
        long before = fingerprint();
        QuietSteps down = QuietSteps.retreats(index, below, hasEntry);
        QuietSteps up = QuietSteps.advances(index, below, hasEntry);
        for (int k = walkItems.nextSetBit(0); k >= 0; k = walkItems.nextSetBit(k + 1)) {
            currentItem = n + k;
            if (Config.d(commitConfigs.get(k)) == Config.SOME) {
                walkDown(k, down);
            } else {
                walkUp(k, up);
            }
        }
        return fingerprint() != before || worklist.size() > 0;
    }

    private long fingerprint() {
        long edges = 0;
        for (int k = walkItems.nextSetBit(0); k >= 0; k = walkItems.nextSetBit(k + 1)) {
            edges += commitSuccessors.get(k).length;
        }
        return below.pairCount() * 31L + commitConfigs.size() * 17L + tickHead.cardinality() * 7L + edges
                + commitMayEnd.cardinality() + transitHeads.cardinality() * 3L;
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
        if (Config.d(c) == Config.SOME || Config.e(c) == Config.SOME) {
            walkItems.set(k);
            return;
        }
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
        BitSet parents = retreatCandidates(h, s, Config.d(c), e);
        for (int p = parents.nextSetBit(0); p >= 0; p = parents.nextSetBit(p + 1)) {
            retreatStep(k, h, p, s, Config.d(c), e, next);
        }
    }

    /**
     * The states head's parent can have, head {@code d} and staging {@code e} entries above their
     * common entry: staging itself when it is that parent, else a state below head that the chains
     * allow (below staging when the parent is the common entry, on staging when staging is one lower).
     */
    private BitSet retreatCandidates(int h, int s, int d, int e) {
        if (d == 1 && e == 0) {
            BitSet only = new BitSet();
            only.set(s);
            return only;
        }
        if (d == 1 && e == 1) {
            return common(h, false, s, false);
        }
        if (d == 2 && e == 0) {
            return common(h, false, s, true);
        }
        return (BitSet) below(h).clone();
    }

    /**
     * The states in both the below (or above) set of {@code a} and that of {@code b}: the smaller set
     * is read whole, the other one pair by pair, so an item only wakes for growth that matters.
     */
    private BitSet common(int a, boolean aboveA, int b, boolean aboveB) {
        boolean aSmaller = peek(a, aboveA).cardinality() <= peek(b, aboveB).cardinality();
        int small = aSmaller ? a : b;
        boolean smallAbove = aSmaller ? aboveA : aboveB;
        int large = aSmaller ? b : a;
        boolean largeAbove = aSmaller ? aboveB : aboveA;
        dependOn(small, smallAbove);
        BitSet out = new BitSet();
        BitSet candidates = peek(small, smallAbove);
        for (int x = candidates.nextSetBit(0); x >= 0; x = candidates.nextSetBit(x + 1)) {
            if (largeAbove ? isBelow(x, large) : isBelow(large, x)) {
                out.set(x);
            }
        }
        return out;
    }

    /** One retreat step from head {@code h} (height {@code d}) to its parent {@code p}. */
    private void retreatStep(int k, int h, int p, int s, int d, int e, IntList next) {
        for (int d2 : Config.down(d)) {
            if (effects.plausible(p, s, d2, e)) {
                RequestEffects.Outcome afterExit = fire(k, h, GraphIndex.EXIT, Config.of(p, s, d2, e));
                for (int i = 0; i < afterExit.configs.size(); i++) {
                    follow(k, fire(k, p, GraphIndex.RESUME, afterExit.configs.get(i)), next);
                }
            }
        }
    }

    /**
     * Retreat an unknown number of entries: towards an ancestor staging entry or the empty stack
     * ({@code e == 0}), or towards the entry where the two chains diverged ({@code e > 0}), after which
     * the commit advances. Quiet steps (no request possible) are summarised by {@link QuietSteps};
     * the other steps are explored like any retreat step. Runs outside the work list, after it drains,
     * so the walk's many reads need no dependency records.
     */
    private void walkDown(int k, QuietSteps quiet) {
        long c = commitConfigs.get(k);
        int s = Config.staging(c);
        int e = Config.e(c);
        IntList next = new IntList();
        BitSet reach = quiet.reach(Config.head(c));
        transitHeads.or(reach);
        if (e == 0) {
            commitMayEnd.set(k);
            if (s != index.bottom) {
                markTickHead(s);
            }
        } else {
            stopWhereChainsMeet(reach, s, e, next);
        }
        BitSet noisy = (BitSet) reach.clone();
        noisy.and(quiet.noisy());
        for (int x = noisy.nextSetBit(0); x >= 0; x = noisy.nextSetBit(x + 1)) {
            BitSet parents = below.below(x);
            for (int p = parents.nextSetBit(0); p >= 0; p = parents.nextSetBit(p + 1)) {
                if (!quiet.quiet(x, p)) {
                    retreatStep(k, x, p, s, Config.SOME, e, next);
                }
            }
        }
        commitSuccessors.set(k, next.toArray());
    }

    /**
     * Advance an unknown number of entries up to staging: the head climbs every way the below pairs
     * allow, quietly where {@link QuietSteps} says so; the last step enters the staging top itself.
     */
    private void walkUp(int k, QuietSteps quiet) {
        long c = commitConfigs.get(k);
        int s = Config.staging(c);
        IntList next = new IntList();
        BitSet reach = quiet.reach(Config.head(c));
        transitHeads.or(reach);
        transitHeads.clear(index.bottom);
        BitSet last = (BitSet) reach.clone();
        last.and(below.below(s));
        for (int x = last.nextSetBit(0); x >= 0; x = last.nextSetBit(x + 1)) {
            advanceStep(k, x, s, Config.of(s, s, 0, 0), next);
        }
        BitSet noisy = (BitSet) reach.clone();
        noisy.and(quiet.noisy());
        for (int x = noisy.nextSetBit(0); x >= 0; x = noisy.nextSetBit(x + 1)) {
            BitSet upper = below.above(x);
            for (int y = upper.nextSetBit(0); y >= 0; y = upper.nextSetBit(y + 1)) {
                if (!quiet.quiet(x, y)) {
                    advanceStep(k, x, y, Config.of(y, s, 0, Config.SOME), next);
                }
            }
        }
        commitSuccessors.set(k, next.toArray());
    }

    /** A diverged retreat may stop on any head it reaches (or the empty one) that can lie below staging. */
    private void stopWhereChainsMeet(BitSet reach, int s, int e, IntList next) {
        BitSet stops = (BitSet) reach.clone();
        stops.set(index.bottom);
        if (e == 1) {
            stops.and(below.below(s));
        }
        for (int p = stops.nextSetBit(0); p >= 0; p = stops.nextSetBit(p + 1)) {
            if (effects.plausible(p, s, 0, e)) {
                next.add(commitItem(Config.of(p, s, 0, e)));
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
                if (y != index.bottom && effects.plausible(y, s, 0, e2)) {
                    advanceStep(k, h, y, Config.of(y, s, 0, e2), next);
                }
            }
        }
    }

    /** One advance step from head {@code h} to {@code y}: pause(h), then enter(y), in {@code config}. */
    private void advanceStep(int k, int h, int y, long config, IntList next) {
        RequestEffects.Outcome afterPause = fire(k, h, GraphIndex.PAUSE, config);
        for (int i = 0; i < afterPause.configs.size(); i++) {
            follow(k, fire(k, y, GraphIndex.ENTER, afterPause.configs.get(i)), next);
        }
    }

    /** The states the entry just above head on the staging chain can have, {@code e2} below staging. */
    private BitSet advanceCandidates(int h, int s, int e, int e2) {
        BitSet out = new BitSet();
        if (e2 == 0) {
            if (isBelow(s, h)) {
                out.set(s);
            }
            return out;
        }
        if (e == 2) {
            return common(h, true, s, false);
        }
        out.or(above(h));
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
            if (Config.synced(c)) {
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
        dependOn(state, false);
        return below.below(state);
    }

    @Override
    public BitSet above(int state) {
        dependOn(state, true);
        return below.above(state);
    }

    @Override
    public BitSet peek(int state, boolean above) {
        return above ? below.above(state) : below.below(state);
    }

    @Override
    public void dependOn(int state, boolean above) {
        if (!recording()) {
            return;
        }
        long key = ((long) currentItem << 32) | ((long) state << 1) | (above ? 1 : 0);
        if (registered.add(key)) {
            List<IntList> readers = above ? aboveReaders : belowReaders;
            if (readers.get(state) == null) {
                readers.set(state, new IntList());
            }
            readers.get(state).add(currentItem);
        }
    }

    @Override
    public boolean isBelow(int upper, int lower) {
        if (below.below(upper).get(lower)) {
            return true;
        }
        if (recording()) {
            int slot = pairReaders.number(pairKey(upper, lower));
            if (slot == pairReaderLists.size()) {
                pairReaderLists.add(new IntList());
            }
            IntList readers = pairReaderLists.get(slot);
            if (readers.size() == 0 || readers.get(readers.size() - 1) != currentItem) {
                readers.add(currentItem);
            }
        }
        return false;
    }

    /** Walks run outside the work list and are re-run until nothing changes: their reads need no record. */
    private boolean recording() {
        return currentItem < n || !walkItems.get(currentItem - n);
    }

    private long pairKey(int upper, int lower) {
        return (long) upper * (n + 1) + lower;
    }

    @Override
    public void pushed(int upper, int lower) {
        hasEntry.set(upper);
        if (below.add(upper, lower)) {
            wake(belowReaders.get(upper));
            wake(aboveReaders.get(lower));
            long key = pairKey(upper, lower);
            if (pairReaders.contains(key)) {
                int slot = pairReaders.number(key);
                wake(pairReaderLists.get(slot));
                pairReaderLists.set(slot, null);
            }
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
