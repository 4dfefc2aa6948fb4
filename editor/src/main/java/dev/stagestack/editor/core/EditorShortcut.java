package dev.stagestack.editor.core;

import dev.stagestack.editor.canvas.EdgeOpChooser;
import dev.stagestack.player.fx.model.ShortcutText;
import javafx.scene.input.KeyCombination;

/**
 * Every keyboard and mouse shortcut of the editor, with what it does: the one place that names
 * them. The menus and toolbar take their accelerators from here, the shortcuts sheet (F1) lists
 * them, and a test checks the table of docs/editor.md against them.
 */
public enum EditorShortcut {
    ADD_STATE_HERE(Input.MOUSE, "Double-click background", "add a state there (on the grid while snapping is on)"),
    RENAME_IN_PLACE(Input.MOUSE, "Double-click state", "rename inline (Enter keeps, Esc cancels)"),
    CONNECT(
            Input.MOUSE,
            "Drag the ● handle to a state",
            "connect, then one key on the new edge: "
                    + EdgeOpChooser.keysSummary()
                    + "; then press the trigger's key (Tab: button, timer, signal); to empty "
                    + "canvas: a new state there, named inline, then the same op and trigger"),
    EDIT_TRIGGER(
            Input.MOUSE,
            "Double-click an edge",
            "edit its trigger: press the key (Tab cycles key, button, " + "timer, signal; Shift+Tab back)"),
    SELECT(Input.MOUSE, "Click, Shift+click, drag on background", "select, add to selection, marquee"),
    MOVE(Input.MOUSE, "Drag states", "move (snaps to grid and alignment guides; hold Alt for no snapping)"),
    ZOOM_AT_POINTER(Input.MOUSE, "Wheel", "zoom at the pointer"),
    PAN(Input.MOUSE, "Space+drag, middle drag", "pan"),
    FIRE_EDGE(
            Input.MOUSE,
            "Click an edge while playing",
            "fire it (the key, button or signal of the head); any other edge: select it"),
    SELECT_EDGE_WHILE_PLAYING(Input.MOUSE, "Shift+click an edge while playing", "select it without firing it"),
    RENAME(Input.KEYS, "F2", "rename the selected state inline"),
    ZOOM_IN(Input.KEYS, "Shortcut+EQUALS", "zoom in"),
    ZOOM_OUT(Input.KEYS, "Shortcut+MINUS", "zoom out"),
    FIT_GRAPH(Input.KEYS, "Shortcut+0", "fit the graph in the view"),
    ZOOM_TO_SELECTION(Input.KEYS, "Shortcut+Shift+0", "zoom to the selection"),
    UNDO(Input.KEYS, "Shortcut+Z", "undo"),
    REDO(Input.KEYS, "Shortcut+Shift+Z", "redo"),
    CUT(Input.KEYS, "Shortcut+X", "cut (system clipboard, graph JSON)"),
    COPY(Input.KEYS, "Shortcut+C", "copy (system clipboard, graph JSON)"),
    PASTE(Input.KEYS, "Shortcut+V", "paste"),
    DUPLICATE(Input.KEYS, "Shortcut+D", "duplicate the selection"),
    DELETE(Input.KEYS, "Delete", "delete the selection (with the transitions that name deleted states)"),
    SELECT_ALL(Input.KEYS, "Shortcut+A", "select all"),
    SELECT_NONE(Input.KEYS, "Esc", "clear the selection (in a field: put back its value)"),
    ADD_STATE(Input.KEYS, "Shortcut+Shift+N", "add a state in view, clear of the others, its name field open"),
    AUTO_LAYOUT(Input.KEYS, "Shortcut+L", "auto-layout"),
    SNAP_TO_GRID(Input.KEYS, "Shortcut+G", "snap to grid on/off"),
    DARK_THEME(Input.KEYS, "Shortcut+Shift+L", "dark / light theme"),
    NEW(Input.KEYS, "Shortcut+N", "new graph"),
    OPEN(Input.KEYS, "Shortcut+O", "open a graph file"),
    SAVE(Input.KEYS, "Shortcut+S", "save"),
    SAVE_AS(Input.KEYS, "Shortcut+Shift+S", "save as"),
    QUIT(Input.KEYS, "Shortcut+Q", "quit"),
    CHECK_NOW(Input.KEYS, "Shortcut+Shift+C", "check the graph now"),
    PLAY(Input.KEYS, "F9", "play"),
    STOP(Input.KEYS, "Shift+F9", "stop playing"),
    RUN_TEST_PATHS(Input.KEYS, "Shortcut+Shift+T", "run the graph's test paths and show their coverage"),
    SHORTCUTS(Input.KEYS, "F1", "show this list of shortcuts");

    /** Whether a shortcut is a key combination or a mouse gesture. */
    public enum Input {
        KEYS,
        MOUSE
    }

    private final Input input;
    private final String spec;
    private final String does;

    EditorShortcut(Input input, String spec, String does) {
        this.input = input;
        this.spec = spec;
        this.does = does;
    }

    public Input input() {
        return input;
    }

    /** The keys or gesture as the docs write them, e.g. "Ctrl+Shift+0" or "Wheel". */
    public String keys() {
        return input == Input.KEYS ? ShortcutText.of(spec) : spec;
    }

    /** What it does. */
    public String does() {
        return does;
    }

    /** The accelerator of a key shortcut; null for a gesture. */
    public KeyCombination combination() {
        return input == Input.KEYS ? KeyCombination.valueOf(spec) : null;
    }
}
