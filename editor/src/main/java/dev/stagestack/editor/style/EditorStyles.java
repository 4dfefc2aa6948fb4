package dev.stagestack.editor.style;

import javafx.css.PseudoClass;

/** Every CSS style class and pseudo-class the editor uses, in one place. */
public final class EditorStyles {
    private EditorStyles() {}

    // canvas
    public static final String CANVAS = "graph-canvas";
    public static final String STATE = "state-node";
    public static final String STATE_STRIPE = "state-stripe";
    public static final String STATE_NAME = "state-name";
    public static final String STATE_DETAIL = "state-detail";
    public static final String STATE_BADGE = "state-badge";
    public static final String INITIAL_MARKER = "initial-marker";
    public static final String CONNECT_HANDLE = "connect-handle";
    public static final String PROBLEM_MARKER = "problem-marker";
    public static final String DEPTH_BADGE = "depth-badge";
    /** A group a state is in, as a chip on its card's lower edge. */
    public static final String GROUP_CHIP = "group-chip";
    /** The card of a transition that leaves any state, or every state of a group. */
    public static final String GLOBAL_CARD = "global-card";

    public static final String GLOBAL_CARD_TITLE = "global-card-title";
    public static final String EDGE = "edge";
    public static final String EDGE_LINE = "edge-line";
    public static final String EDGE_CASING = "edge-casing";
    public static final String EDGE_HEAD = "edge-head";
    public static final String EDGE_LABEL = "edge-label";
    public static final String EDGE_LABEL_BACK = "edge-label-back";
    public static final String EXIT_TERMINAL = "exit-terminal";
    /** The numbered badge on each arrow of a transition drawn as several steps, and its number. */
    public static final String EDGE_STEP = "edge-step";

    public static final String EDGE_STEP_NUMBER = "edge-step-number";
    public static final String MARQUEE = "marquee";
    public static final String GUIDE = "alignment-guide";
    public static final String CONNECT_PREVIEW = "connect-preview";
    public static final String MINIMAP = "minimap";
    public static final String LEGEND = "legend";
    public static final String LEGEND_TITLE = "legend-title";
    public static final String INLINE_EDITOR = "inline-editor";
    public static final String OP_CHOOSER = "op-chooser";
    public static final String TRIGGER_EDITOR = "trigger-editor";
    public static final String TRIGGER_PROBLEM = "trigger-problem";
    public static final String TOAST = "toast";

    /** Edge style class for each kind, e.g. {@code edge-push}. */
    public static String edgeKind(String kindName) {
        return "edge-" + kindName.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    // panels
    public static final String INSPECTOR = "inspector";
    public static final String INSPECTOR_HEADER = "inspector-header";
    public static final String ACTION_ROW = "action-row";
    public static final String PROBLEMS = "problems-panel";
    public static final String OUTLINE = "outline-panel";
    public static final String PLAY_PANEL = "play-panel";
    public static final String COVERAGE = "coverage-panel";
    public static final String STATUS_BAR = "status-bar";

    public static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    public static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    public static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    public static final PseudoClass HEAD = PseudoClass.getPseudoClass("head");
    public static final PseudoClass COVERED_FREEZE = PseudoClass.getPseudoClass("covered-freeze");
    public static final PseudoClass COVERED_UPDATE = PseudoClass.getPseudoClass("covered-update");
    public static final PseudoClass COVERED_HIDE = PseudoClass.getPseudoClass("covered-hide");
    public static final PseudoClass FIRED = PseudoClass.getPseudoClass("fired");
    public static final PseudoClass CYCLE = PseudoClass.getPseudoClass("cycle");
    public static final PseudoClass FIREABLE = PseudoClass.getPseudoClass("fireable");
    /** Coverage: a run exercised the state or transition. */
    public static final PseudoClass EXERCISED = PseudoClass.getPseudoClass("exercised");
    /** Coverage: no run exercised the state or transition. */
    public static final PseudoClass NEVER_EXERCISED = PseudoClass.getPseudoClass("never-exercised");
}
