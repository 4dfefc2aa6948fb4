package dev.stagestack.runtime;

import dev.stagestack.model.SavedEntry;
import dev.stagestack.runtime.objects.ObjectStore;
import java.util.BitSet;
import java.util.Map;

/**
 * One instance of a state on the stack (docs/semantics.md §1). Entries are pooled by their
 * {@link StateStack}: after an entry is unloaded or discarded the same object is reused for a
 * later push, so do not keep a reference to it past that point.
 */
public final class Entry {

    private final StateStack stack;
    private final Context context;
    private final EntryResources resources;
    private ObjectStore<EntryObject> objects;
    /** Made on the first {@link Context#postbox()} of this entry's life, closed when it leaves the stack. */
    private Postbox postbox;
    /** The {@code once} transitions fired for this entry since its push or restart, or null for none yet. */
    private BitSet spentOnce;

    StateType type;
    /** The state's behaviour and triggers, kept here so the per-tick walk reaches them in one load. */
    StateBinding binding;
    /** This entry's behaviour: its state's shared one, or its own (StateBinding#perEntry). */
    Behavior behavior;

    int serial;
    Entry parent;
    int depth;
    Map<String, Object> data = Map.of();
    Object lastPopResult;
    boolean restartFlagged;
    boolean inHead;
    long activeTicks;
    /** What a restore pushed this entry from, until its {@code restore} callback has run (docs/semantics.md §20). */
    SavedEntry restoreFrom;

    Entry(StateStack stack, EntryResources resources) {
        this.stack = stack;
        this.resources = resources;
        this.context = new Context(stack, this);
    }

    /** 1 for the first entry created in a run, then 2, 3, ... in push order. */
    public int serial() {
        return serial;
    }

    /** The entry's state. */
    public StateType type() {
        return type;
    }

    /** The id of the entry's state. */
    public String stateId() {
        return type.id();
    }

    /** The entry below this one, or null at the bottom. */
    public Entry parent() {
        return parent;
    }

    /** 1 for the bottom entry, parent's depth + 1 otherwise. */
    public int depth() {
        return depth;
    }

    /** The data of the push that created this entry; empty when it had none. */
    public Map<String, Object> data() {
        return data;
    }

    /** The result of the last pop that revealed this entry on staging, or null. */
    public Object lastPopResult() {
        return lastPopResult;
    }

    /** Whether a restart of this entry is requested and not yet committed (docs/semantics.md §3). */
    public boolean restartFlagged() {
        return restartFlagged;
    }

    /** Whether the entry is in the committed (head) chain: it was entered and not yet exited. */
    public boolean inHead() {
        return inHead;
    }

    /** Ticks this entry has been head since it was last entered, resumed or restarted. */
    public long activeTicks() {
        return activeTicks;
    }

    /** The context handed to this entry's callbacks. */
    public Context context() {
        return context;
    }

    /** What the entry owns besides its data; cleared after every {@code free}. */
    public EntryResources resources() {
        return resources;
    }

    /**
     * The entry's game objects. Made on first use and kept with the pooled entry, so a warm stack
     * allocates no stores; emptied right after every {@code free} (a restart's too). Like the entry, it is
     * for the thread that drives the stack: any other is refused.
     */
    public ObjectStore<EntryObject> objects() {
        stack.checkOwnerThread("objects");
        if (objects == null) {
            objects = new ObjectStore<>();
        }
        return objects;
    }

    /** This entry's postbox, made on first use; on the owner thread. */
    Postbox postbox() {
        if (type == null) {
            throw new IllegalStateException("this context's entry has left the stack: take its postbox while it lives");
        }
        if (postbox == null) {
            postbox = stack.newPostbox();
        }
        return postbox;
    }

    /**
     * Whether the {@code once} transition numbered {@code onceIndex} has fired for this entry since it
     * was pushed or last restarted (docs/semantics.md §21).
     */
    public boolean spent(int onceIndex) {
        return spentOnce != null && spentOnce.get(onceIndex);
    }

    /** Marks the {@code once} transition numbered {@code onceIndex} as fired for this entry. */
    public void spend(int onceIndex) {
        if (spentOnce == null) {
            spentOnce = new BitSet();
        }
        spentOnce.set(onceIndex);
    }

    /** Drops what the entry owns (its object store, resources and spent {@code once} transitions): right after every {@code free}. */
    void clearOwned() {
        if (spentOnce != null) {
            spentOnce.clear();
        }
        if (objects != null) {
            objects.clear();
        }
        resources.clear();
    }

    void assign(
            StateBinding newBinding,
            Behavior newBehavior,
            int newSerial,
            Entry newParent,
            Map<String, Object> newData) {
        binding = newBinding;
        behavior = newBehavior;
        type = newBinding.type();
        serial = newSerial;
        parent = newParent;
        depth = newParent == null ? 1 : newParent.depth + 1;
        data = newData;
    }

    void reset() {
        if (postbox != null) {
            postbox.close();
            postbox = null;
        }
        type = null;
        binding = null;
        behavior = null;
        serial = 0;
        parent = null;
        depth = 0;
        data = Map.of();
        lastPopResult = null;
        restartFlagged = false;
        inHead = false;
        activeTicks = 0;
        restoreFrom = null;
        if (spentOnce != null) {
            spentOnce.clear();
        }
    }

    /** {@code stateId#serial}, as in traces. */
    @Override
    public String toString() {
        return type == null ? "(free entry)" : type.id() + "#" + serial;
    }
}
