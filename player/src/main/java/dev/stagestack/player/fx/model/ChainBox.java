package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.EntryRef;

/**
 * One entry box of the overlay's chain diagram, laid out in overlay coordinates.
 *
 * @param entry     the entry shown
 * @param mark      its highlighting
 * @param badge     its covered policy when it is covered ({@code freeze}, {@code update}, {@code hide}),
 *                  else empty
 * @param isHead    head points at it
 * @param isStaging staging points at it
 * @param parent    index of its parent's box in the layout's box list, or -1 for none
 */
public record ChainBox(
        EntryRef entry,
        ChainMark mark,
        String badge,
        boolean isHead,
        boolean isStaging,
        double x,
        double y,
        double width,
        double height,
        int parent) {

    /** Where the arrow to the parent starts (bottom middle) and ends (top middle of the parent). */
    public double centerX() {
        return x + width / 2;
    }
}
