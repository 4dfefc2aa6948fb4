package dev.stagestack.runtime.objects;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The game objects of one state entry, addressed by generational handles.
 *
 * <h2>Handles</h2>
 * {@link #add} returns a {@link Handle} packing a slot index, the slot's
 * generation and this store's tag. Removing an object (or {@link #clear()}) bumps its slot's
 * generation before the slot is reused, so a stale handle never reaches a
 * newer object: {@link #get} returns {@code null}, {@link #contains} and
 * {@link #remove} return {@code false}; so does a handle of another store (see
 * {@link Handle} for the one limit). A slot whose generation reaches its
 * limit (2<sup>24</sup> - 1 reuses) is retired instead of reused; a store has at most
 * 2<sup>24</sup> slots.
 *
 * <h2>Costs</h2>
 * Add, remove and lookup are O(1). Objects live in packed dense arrays
 * (a sparse set: slot → dense index and back), so iteration touches only
 * live objects; a removal moves the last object into the hole. Arrays
 * double when full; once warm, nothing allocates.
 *
 * <h2>Iteration order and changes during iteration</h2>
 * Objects are visited in dense order: insertion order until removals swap
 * objects around; the order depends only on the sequence of calls, so runs
 * are deterministic. During an iteration (including nested ones):
 * <ul>
 *   <li>an object added is not visited by iterations already running; the
 *       next iteration visits it. Its handle is valid at once;</li>
 *   <li>an object removed is invalid at once and, if not yet visited, is not
 *       visited; no other object is skipped or visited twice, because the
 *       physical removal is deferred until the outermost iteration ends;</li>
 *   <li>{@link #clear()} removes every object that way.</li>
 * </ul>
 *
 * <p>Not thread-safe. Null objects are refused.
 *
 * @param <T> the stored type
 */
public final class ObjectStore<T> {

    private static final int NO_INDEX = Integer.MIN_VALUE;
    private static final long DENSE_MASK = Handle.MAX_SLOTS - 1;
    private static final int DEFAULT_CAPACITY = 16;

    private static final AtomicInteger STORES_MADE = new AtomicInteger();

    /** 1 to 65,535 in turn; 0 is never a store's tag, so a handle packed without one is always foreign. */
    private final int tag = 1 + Math.floorMod(STORES_MADE.getAndIncrement(), Handle.TAGS - 1);

    private final int maxGeneration;
    private Object[] objects;
    private int[] slotOfDense;
    private int denseCount;
    /**
     * Per slot, in one long: in the bits where a handle keeps them, the slot's current generation and
     * this store's tag ({@link Handle#stampOf}, so a handle is checked with one comparison); in the
     * bits where a handle keeps its slot, the dense index of the slot's object while it is live or
     * dying.
     */
    private long[] slotInfo;
    /**
     * The live object of each slot, null while the slot is free, retired or its object dying: a
     * lookup reads it beside the slot's info, and a slot is live exactly when it is not null.
     */
    private Object[] objectOfSlot;

    private int slotCount;
    private final IntStack freeSlots;
    private final IntStack dyingSlots;
    private int iterationDepth;
    /** Components kept in dense order beside the objects, once {@link #doubleColumns} made them; else null. */
    private DoubleColumns columns;

    /** Creates an empty store with a small initial capacity. */
    public ObjectStore() {
        this(DEFAULT_CAPACITY);
    }

    /**
     * Creates an empty store that holds {@code initialCapacity} objects
     * before it first grows.
     *
     * @param initialCapacity the initial capacity, not negative
     */
    public ObjectStore(int initialCapacity) {
        this(initialCapacity, Handle.MAX_GENERATION);
    }

    /** As {@link #ObjectStore(int)}, with a lower generation limit to exercise slot retirement. */
    ObjectStore(int initialCapacity, int maxGeneration) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("capacity must not be negative, was " + initialCapacity);
        }
        int capacity = Math.max(1, initialCapacity);
        this.maxGeneration = maxGeneration;
        objects = new Object[capacity];
        slotOfDense = new int[capacity];
        slotInfo = new long[capacity];
        objectOfSlot = new Object[capacity];
        freeSlots = new IntStack(capacity);
        dyingSlots = new IntStack(DEFAULT_CAPACITY);
    }

    /**
     * Adds an object.
     *
     * @param object the object, not null
     * @return its handle, valid until the object is removed or the store cleared
     */
    public long add(T object) {
        Objects.requireNonNull(object, "object");
        int slot = freeSlots.isEmpty() ? newSlot() : freeSlots.pop();
        if (denseCount == objects.length) {
            growDense();
        }
        objects[denseCount] = object;
        objectOfSlot[slot] = object;
        if (columns != null) {
            columns.zero(denseCount);
        }
        slotOfDense[denseCount] = slot;
        long stamp = Handle.stampOf(slotInfo[slot]);
        slotInfo[slot] = stamp | denseCount;
        denseCount++;
        return stamp | slot;
    }

    /**
     * Removes the object of a handle.
     *
     * @param handle a handle from this store
     * @return {@code true} if it named a live object, which is now removed;
     *         {@code false} for a stale or foreign handle, which changes nothing
     */
    public boolean remove(long handle) {
        int dense = denseIndexOf(handle);
        if (dense == NO_INDEX) {
            return false;
        }
        if (iterationDepth > 0) {
            markDying(dense);
        } else {
            removeAt(dense);
        }
        return true;
    }

    /**
     * Looks up the object of a handle.
     *
     * @param handle a handle from this store
     * @return the object, or {@code null} if the handle is stale or foreign
     */
    @SuppressWarnings("unchecked")
    public T get(long handle) {
        // No slotCount check: a slot past it holds no object, so a handle naming one finds null.
        int slot = Handle.slot(handle);
        long[] infos = slotInfo;
        if (slot >= infos.length || Handle.stampOf(infos[slot] ^ handle) != 0) {
            return null;
        }
        return (T) objectOfSlot[slot];
    }

    /**
     * @param handle a handle from this store
     * @return whether the handle names a live object
     */
    public boolean contains(long handle) {
        return denseIndexOf(handle) != NO_INDEX;
    }

    /**
     * Columns of {@code double} components kept in this store's dense order (struct of arrays),
     * for passes that must run at plain-array speed; see {@link DoubleColumns}. Made on the first
     * call, with every existing object's row zeroed; later calls return the same columns.
     *
     * @param width the number of components per object; must equal the first call's
     * @return this store's columns
     * @throws IllegalArgumentException if {@code width} is below 1 or differs from the columns made before
     */
    public DoubleColumns doubleColumns(int width) {
        if (columns == null) {
            columns = new DoubleColumns(width, objects.length);
        } else if (columns.width() != width) {
            throw new IllegalArgumentException("this store's columns are " + columns.width() + " wide, not " + width);
        }
        return columns;
    }

    /**
     * The row of a live object in {@link #doubleColumns its columns} (its dense index), valid until
     * the next removal; -1 for a stale or foreign handle or a dying object.
     *
     * @param handle a handle from {@link #add}
     * @return the row, or -1
     */
    public int row(long handle) {
        int dense = denseIndexOf(handle);
        return dense == NO_INDEX ? -1 : dense;
    }

    /**
     * The number of rows in use in the columns: {@link #size()} plus the objects removed during the
     * iteration now running, whose rows go when it ends.
     *
     * @return rows {@code 0 .. rows() - 1} are in use
     */
    public int rows() {
        return denseCount;
    }

    /** @return the number of live objects */
    public int size() {
        return denseCount - dyingSlots.size();
    }

    /** @return whether there is no live object */
    public boolean isEmpty() {
        return size() == 0;
    }

    /**
     * Removes every object; every handle issued so far becomes stale. Called
     * when the owning entry is freed. During an iteration the objects not yet
     * visited are not visited (see the class description).
     */
    public void clear() {
        if (iterationDepth > 0) {
            for (int dense = 0; dense < denseCount; dense++) {
                if (objects[dense] != null) {
                    markDying(dense);
                }
            }
            return;
        }
        for (int dense = 0; dense < denseCount; dense++) {
            releaseSlot(slotOfDense[dense]);
            objects[dense] = null;
        }
        denseCount = 0;
    }

    /**
     * Applies an action with an argument to every live object, in dense order.
     *
     * @param action   the action; a non-capturing lambda or method reference allocates nothing
     * @param argument passed to every call
     * @param <A>      the argument type
     */
    public <A> void forEach(ObjectAction<? super T, ? super A> action, A argument) {
        int end = beginIteration();
        try {
            for (int dense = 0; dense < end; dense++) {
                T object = objectAt(dense);
                if (object != null) {
                    action.apply(object, argument);
                }
            }
        } finally {
            endIteration();
        }
    }

    /**
     * Visits every live object with its handle, in dense order.
     *
     * @param visitor the visitor
     */
    public void forEach(ObjectVisitor<? super T> visitor) {
        int end = beginIteration();
        try {
            for (int dense = 0; dense < end; dense++) {
                T object = objectAt(dense);
                if (object != null) {
                    int slot = slotOfDense[dense];
                    visitor.visit(Handle.stampOf(slotInfo[slot]) | slot, object);
                }
            }
        } finally {
            endIteration();
        }
    }

    private int beginIteration() {
        iterationDepth++;
        return denseCount;
    }

    private void endIteration() {
        iterationDepth--;
        if (iterationDepth == 0) {
            for (int i = 0; i < dyingSlots.size(); i++) {
                removeAt(denseOf(slotInfo[dyingSlots.get(i)]));
            }
            dyingSlots.clear();
        }
    }

    /** The dense index of a live object's handle, or {@link #NO_INDEX}. */
    private int denseIndexOf(long handle) {
        int slot = Handle.slot(handle);
        if (slot >= slotCount) {
            return NO_INDEX;
        }
        long info = slotInfo[slot];
        if (Handle.stampOf(info ^ handle) != 0 || objectOfSlot[slot] == null) {
            return NO_INDEX;
        }
        return denseOf(info);
    }

    private static int denseOf(long info) {
        return (int) (info & DENSE_MASK);
    }

    /** Invalidates an object now and leaves its dense entry for {@link #endIteration()}. */
    private void markDying(int dense) {
        int slot = slotOfDense[dense];
        objects[dense] = null;
        objectOfSlot[slot] = null;
        dyingSlots.push(slot);
    }

    /** Swap-removes the dense entry and frees its slot. */
    private void removeAt(int dense) {
        int slot = slotOfDense[dense];
        int last = --denseCount;
        if (dense != last) {
            objects[dense] = objects[last];
            slotOfDense[dense] = slotOfDense[last];
            if (columns != null) {
                columns.move(last, dense);
            }
            // The moved object may itself be dying (endIteration removes several): its null in
            // objectOfSlot keeps it so.
            int moved = slotOfDense[dense];
            slotInfo[moved] = Handle.stampOf(slotInfo[moved]) | dense;
        }
        objects[last] = null;
        releaseSlot(slot);
    }

    /** Bumps the slot's generation and makes it reusable, or retires it at the limit. */
    private void releaseSlot(int slot) {
        objectOfSlot[slot] = null;
        int generation = Handle.generation(slotInfo[slot]);
        if (generation < maxGeneration) {
            slotInfo[slot] = Handle.of(0, generation + 1, tag);
            freeSlots.push(slot);
        }
    }

    private int newSlot() {
        if (slotCount == Handle.MAX_SLOTS) {
            throw new IllegalStateException("the store is full: " + Handle.MAX_SLOTS + " slots are in use or retired");
        }
        if (slotCount == slotInfo.length) {
            slotInfo = Arrays.copyOf(slotInfo, 2 * slotCount);
            objectOfSlot = Arrays.copyOf(objectOfSlot, 2 * slotCount);
        }
        slotInfo[slotCount] = Handle.of(0, 1, tag);
        return slotCount++;
    }

    private void growDense() {
        int capacity = objects.length * 2;
        objects = Arrays.copyOf(objects, capacity);
        slotOfDense = Arrays.copyOf(slotOfDense, capacity);
        if (columns != null) {
            columns.grow(capacity);
        }
    }

    @SuppressWarnings("unchecked")
    private T objectAt(int dense) {
        return (T) objects[dense];
    }
}
