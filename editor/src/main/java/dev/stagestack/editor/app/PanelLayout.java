package dev.stagestack.editor.app;

import java.util.prefs.Preferences;

/**
 * Where the user left the panels, kept from one start to the next: the divider between the canvas
 * and the side panel, the one above the problems list, and the side panel's tab. A divider never
 * comes back so far over that a panel is gone (the legend's state is the {@code Legend}'s own).
 */
final class PanelLayout {
    private static final String SIDE_DIVIDER = "layout.sideDivider";
    private static final String PROBLEMS_DIVIDER = "layout.problemsDivider";
    private static final String SIDE_TAB = "layout.sideTab";
    private static final double SIDE_DEFAULT = 0.74;
    private static final double PROBLEMS_DEFAULT = 0.8;

    private PanelLayout() {}

    static double sideDivider(Preferences prefs) {
        return usable(prefs.getDouble(SIDE_DIVIDER, SIDE_DEFAULT), SIDE_DEFAULT);
    }

    static double problemsDivider(Preferences prefs) {
        return usable(prefs.getDouble(PROBLEMS_DIVIDER, PROBLEMS_DEFAULT), PROBLEMS_DEFAULT);
    }

    /** The side panel's tab to show, 0 when none was kept or it no longer exists. */
    static int sideTab(Preferences prefs, int tabs) {
        int tab = prefs.getInt(SIDE_TAB, 0);
        return tab >= 0 && tab < tabs ? tab : 0;
    }

    static void save(Preferences prefs, double sideDivider, double problemsDivider, int sideTab) {
        prefs.putDouble(SIDE_DIVIDER, sideDivider);
        prefs.putDouble(PROBLEMS_DIVIDER, problemsDivider);
        prefs.putInt(SIDE_TAB, sideTab);
    }

    /** A divider between 15 % and 95 %; anything else (or not a number) is the default. */
    private static double usable(double position, double otherwise) {
        return position >= 0.15 && position <= 0.95 ? position : otherwise;
    }
}
