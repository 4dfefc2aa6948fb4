package dev.stagestack.model.check;

import dev.stagestack.model.internal.IntList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The fixpoint behind {@link StackAnalysis}: explores every tick (input then timers on head, docs/semantics.md §4)
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
    private boolean pushMayBeRefused;
    private final long itemBudget;
    private long items;
    private final long unitBudget;
    private long units;
    /** How much work (items and units) passes between two calls of the checkpoint. */
    static final long CHECKPOINT_EVERY = 50_000;

    private final Runnable checkpoint;
    private long nextCheckpoint = CHECKPOINT_EVERY;
    final WorkList work;
    final RequestEffects effects;
    private final CommitWalks walks = new CommitWalks(this);

    AbstractExecution(GraphIndex index, int inputEventsPerTick, long budget, Runnable checkpoint) {
        this.index = index;
        this.checkpoint = checkpoint;
        this.itemBudget = budget;
        this.unitBudget = AnalysisBudgetExceeded.unitsFor(index.graph);
        this.n = index.stateCount;
        this.below = new BelowRelation(n);
        this.inputEvents = inputEventsPerTick;
        this.effects = new RequestEffects(this, index.bottom, index.guards);
        this.work = new WorkList(below);
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

    /**
     * From now on every push may be refused by the depth limit (§2): evaluates every tick and commit
     * configuration again with that outcome added, and explores on.
     */
    void allowRefusedPushes() {
        pushMayBeRefused = true;
        for (int h = tickHead.nextSetBit(0); h >= 0; h = tickHead.nextSetBit(h + 1)) {
            work.enqueue(h);
        }
        for (int k = 0; k < commitConfigs.size(); k++) {
            work.enqueue(n + k);
        }
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
        while (walks.run()) {
            drain();
        }
    }

    private void drain() {
        while (!work.isEmpty()) {
            spend();
            int item = work.next();
            if (item < n) {
                evaluateTick(item);
            } else {
                evaluateCommit(item - n);
            }
        }
    }

    /** Counts one work item; past the item budget the analysis gives up (see {@link AnalysisBudgetExceeded}). */
    void spend() {
        if (++items > itemBudget) {
            throw new AnalysisBudgetExceeded(items + " work items");
        }
        passCheckpoint();
    }

    private void passCheckpoint() {
        if (items + units >= nextCheckpoint) {
            nextCheckpoint += CHECKPOINT_EVERY;
            checkpoint.run();
        }
    }

    /** Counts work inside an item; past the unit budget the analysis gives up. */
    @Override
    public void spend(int done) {
        units += done;
        if (units > unitBudget) {
            throw new AnalysisBudgetExceeded(units + " units of work inside its items");
        }
        passCheckpoint();
    }

    boolean markTickHead(int h) {
        if (tickHead.get(h)) {
            return false;
        }
        tickHead.set(h);
        work.enqueue(h);
        return true;
    }

    int commitItem(long config) {
        int before = commitConfigs.size();
        int k = commitConfigs.number(config);
        if (k == before) {
            commitSuccessors.add(new int[0]);
            work.enqueue(n + k);
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
    void retreatStep(int k, int h, int p, int s, int d, int e, IntList next) {
        for (int d2 : Config.down(d)) {
            if (effects.plausible(p, s, d2, e)) {
                RequestEffects.Outcome afterExit = fire(k, h, GraphIndex.EXIT, Config.of(p, s, d2, e));
                for (int i = 0; i < afterExit.configs.size(); i++) {
                    follow(k, fire(k, p, GraphIndex.RESUME, afterExit.configs.get(i)), next);
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
                if (y != index.bottom && effects.plausible(y, s, 0, e2)) {
                    advanceStep(k, h, y, Config.of(y, s, 0, e2), next);
                }
            }
        }
    }

    /** One advance step from head {@code h} to {@code y}: pause(h), then enter(y), in {@code config}. */
    void advanceStep(int k, int h, int y, long config, IntList next) {
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
        return work.read(state, false);
    }

    @Override
    public BitSet above(int state) {
        return work.read(state, true);
    }

    @Override
    public BitSet peek(int state, boolean above) {
        return work.peek(state, above);
    }

    @Override
    public void dependOn(int state, boolean above) {
        work.dependOn(state, above);
    }

    @Override
    public boolean isBelow(int upper, int lower) {
        return work.isBelow(upper, lower);
    }

    @Override
    public void pushed(int upper, int lower) {
        hasEntry.set(upper);
        work.add(upper, lower);
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
