package dev.stagestack.editor.app;

import dev.stagestack.editor.canvas.InlineNameEditor;
import dev.stagestack.editor.command.Plural;
import dev.stagestack.editor.core.Contributions;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.ToolPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.geometry.FreePlace;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.layout.Arrange;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * The menu bar, the toolbar and the status bar: the core's own actions (undo, delete, select, zoom,
 * arrange, theme, help, quit) put in their places beside what the features contributed, then laid
 * out in the order of {@link MenuPlace} and {@link ToolPlace}.
 */
final class EditorMenus {
    private final EditorCore core;
    private final EditorDocument document;
    private final Window owner;
    private final BooleanBinding nothingSelected;

    EditorMenus(EditorCore core, Window owner, Runnable quit) {
        this.core = core;
        this.document = core.document();
        this.owner = owner;
        this.nothingSelected = core.nothingSelected();
        contributeCoreActions(core.contributions(), quit);
    }

    private void contributeCoreActions(Contributions c, Runnable quit) {
        c.addMenuItems(
                MenuPlace.FILE_QUIT,
                UiAction.of("Quit", null, EditorShortcut.QUIT, quit).menuItem());
        c.addMenuItems(MenuPlace.EDIT_HISTORY, undoItem(), redoItem());
        c.addMenuItems(MenuPlace.EDIT_CLIPBOARD, delete().menuItem());
        c.addMenuItems(
                MenuPlace.EDIT_STATES,
                addState().menuItem(),
                UiAction.of("Rename state", null, EditorShortcut.RENAME, this::renameSelected)
                        .disabledWhen(nothingSelected)
                        .menuItem(),
                UiAction.of("Select all", null, EditorShortcut.SELECT_ALL, core.edits()::selectAll)
                        .menuItem(),
                UiAction.of("Select none", null, EditorShortcut.SELECT_NONE, core.selection()::clear)
                        .disabledWhen(nothingSelected)
                        .menuItem());
        c.addMenuItems(
                MenuPlace.VIEW_ZOOM,
                zoomIn().menuItem(),
                zoomOut().menuItem(),
                fitGraph().menuItem(),
                UiAction.of("Zoom to selection", null, EditorShortcut.ZOOM_TO_SELECTION, core.canvas()::zoomToSelection)
                        .menuItem());
        c.addMenuItems(MenuPlace.VIEW_OPTIONS, snapItem(), darkItem());
        for (Arrange.Alignment a : Arrange.Alignment.values()) {
            c.addMenuItems(MenuPlace.ARRANGE, align(a.description(), null, a).menuItem());
        }
        c.addMenuItems(
                MenuPlace.ARRANGE,
                UiAction.of(
                                "Distribute horizontally",
                                EditorIcon.DISTRIBUTE_HORIZONTAL_CENTER,
                                null,
                                () -> Arrange.distribute(
                                                document.graph(),
                                                document.selection().stateIds(),
                                                true)
                                        .ifPresent(document::execute))
                        .menuItem(),
                UiAction.of(
                                "Distribute vertically",
                                EditorIcon.DISTRIBUTE_VERTICAL_CENTER,
                                null,
                                () -> Arrange.distribute(
                                                document.graph(),
                                                document.selection().stateIds(),
                                                false)
                                        .ifPresent(document::execute))
                        .menuItem());
        c.addMenuItems(MenuPlace.HELP, shortcuts(EditorIcon.KEYBOARD).menuItem());
        c.addTools(ToolPlace.HISTORY, undo().button(), redo().button());
        c.addTools(
                ToolPlace.EDIT,
                addState().button(),
                delete().button(),
                align("Align left", EditorIcon.ALIGN_HORIZONTAL_LEFT, Arrange.Alignment.LEFT)
                        .button(),
                align("Align top", EditorIcon.ALIGN_VERTICAL_TOP, Arrange.Alignment.TOP)
                        .button());
        c.addTools(
                ToolPlace.VIEW,
                zoomIn().button(),
                zoomOut().button(),
                fitGraph().button());
        c.addTools(ToolPlace.HELP, shortcuts(EditorIcon.HELP_CIRCLE_OUTLINE).button());
    }

    private UiAction undo() {
        return UiAction.of("Undo", EditorIcon.UNDO, EditorShortcut.UNDO, document::undo)
                .disabledWhen(document.history().undoTextProperty().isNull());
    }

    private UiAction redo() {
        return UiAction.of("Redo", EditorIcon.REDO, EditorShortcut.REDO, document::redo)
                .disabledWhen(document.history().redoTextProperty().isNull());
    }

    private MenuItem undoItem() {
        MenuItem undo = undo().menuItem();
        undo.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> label(
                                "Undo", document.history().undoTextProperty().get()),
                        document.history().undoTextProperty()));
        return undo;
    }

    private MenuItem redoItem() {
        MenuItem redo = redo().menuItem();
        redo.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> label(
                                "Redo", document.history().redoTextProperty().get()),
                        document.history().redoTextProperty()));
        return redo;
    }

    private UiAction addState() {
        return UiAction.of("Add state", EditorIcon.PLUS_BOX, EditorShortcut.ADD_STATE, this::addStateInView);
    }

    private UiAction delete() {
        return UiAction.of("Delete", EditorIcon.DELETE, EditorShortcut.DELETE, this::deleteSelection)
                .disabledWhen(nothingSelected);
    }

    private UiAction align(String text, org.kordamp.ikonli.Ikon icon, Arrange.Alignment alignment) {
        return UiAction.of(
                text,
                icon,
                null,
                () -> Arrange.align(document.graph(), document.selection().stateIds(), alignment)
                        .ifPresent(document::execute));
    }

    private UiAction zoomIn() {
        return UiAction.of(
                "Zoom in",
                EditorIcon.MAGNIFY_PLUS,
                EditorShortcut.ZOOM_IN,
                () -> core.canvas().zoomBy(1.25));
    }

    private UiAction zoomOut() {
        return UiAction.of(
                "Zoom out",
                EditorIcon.MAGNIFY_MINUS,
                EditorShortcut.ZOOM_OUT,
                () -> core.canvas().zoomBy(0.8));
    }

    private UiAction fitGraph() {
        return UiAction.of("Fit graph", EditorIcon.FIT_TO_SCREEN, EditorShortcut.FIT_GRAPH, core.canvas()::fitAll);
    }

    private UiAction shortcuts(org.kordamp.ikonli.Ikon icon) {
        return UiAction.of("Keyboard shortcuts", icon, EditorShortcut.SHORTCUTS, () -> ShortcutsSheet.show(owner));
    }

    private CheckMenuItem snapItem() {
        CheckMenuItem snap = new CheckMenuItem("Snap to grid");
        snap.selectedProperty().bindBidirectional(core.gestures().snapToGridProperty());
        snap.setAccelerator(EditorShortcut.SNAP_TO_GRID.combination());
        return snap;
    }

    private CheckMenuItem darkItem() {
        CheckMenuItem dark = new CheckMenuItem("Dark theme");
        dark.setSelected(EditorApp.isDark());
        dark.setAccelerator(EditorShortcut.DARK_THEME.combination());
        dark.selectedProperty().addListener((o, was, is) -> EditorApp.applyTheme(is));
        return dark;
    }

    /** Deletes and says what went, since transitions of a deleted state go too. */
    private void deleteSelection() {
        core.edits()
                .deleteSelection()
                .ifPresent(what -> core.notices()
                        .toast(what.replaceFirst("^Delete", "Deleted")
                                + " — " + EditorShortcut.UNDO.keys() + " brings "
                                + (what.matches(".*( and |\\d+ \\w+s\\b).*") ? "them" : "it")
                                + " back"));
    }

    static String label(String verb, String description) {
        return description == null ? verb : verb + " " + description;
    }

    private void renameSelected() {
        document.selection().stateIds().stream()
                .findFirst()
                .ifPresent(id -> InlineNameEditor.open(core.canvas(), core.edits(), id));
    }

    /**
     * Adds a state in the middle of the view, or the nearest free place to it, and opens its name
     * field, as a double-click on the background does (Ctrl+Shift+N, the toolbar's +).
     */
    private void addStateInView() {
        var canvas = core.canvas();
        double x = canvas.viewport().toWorldX(canvas.getWidth() / 2) - StateBox.WIDTH / 2;
        double y = canvas.viewport().toWorldY(canvas.getHeight() / 2) - StateBox.HEIGHT / 2;
        FreePlace.Corner corner = FreePlace.near(
                Math.round(x / StateBox.GRID) * StateBox.GRID,
                Math.round(y / StateBox.GRID) * StateBox.GRID,
                document.graph().states());
        core.edits()
                .addStateAt(corner.x(), corner.y())
                .ifPresent(id -> InlineNameEditor.open(canvas, core.edits(), id));
    }

    /** The menus, each with its places' items in order and a separator between places. */
    MenuBar menuBar() {
        Map<String, Menu> menus = new LinkedHashMap<>();
        for (MenuPlace place : MenuPlace.values()) {
            List<MenuItem> items = core.contributions().menuItems(place);
            if (items.isEmpty()) {
                continue;
            }
            Menu menu = menus.computeIfAbsent(place.menu(), Menu::new);
            if (!menu.getItems().isEmpty()) {
                menu.getItems().add(new SeparatorMenuItem());
            }
            menu.getItems().addAll(items);
        }
        return new MenuBar(menus.values().toArray(Menu[]::new));
    }

    ToolBar toolBar() {
        ToolBar bar = new ToolBar();
        for (ToolPlace place : ToolPlace.values()) {
            List<javafx.scene.Node> tools = core.contributions().tools(place);
            if (place == ToolPlace.RUN) {
                Region spacer = new Region();
                HBox.setHgrow(spacer, Priority.ALWAYS);
                bar.getItems().add(spacer);
            } else if (place.startsGroup() && !tools.isEmpty()) {
                bar.getItems().add(new Separator());
            }
            bar.getItems().addAll(tools);
        }
        return bar;
    }

    HBox statusBar() {
        Label status = new Label();
        status.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> Plural.count(document.graph().states().size(), "state")
                                + " · "
                                + Plural.count(document.graph().transitions().size(), "transition") + " · zoom "
                                + Math.round(core.canvas().viewport().zoom() * 100) + "%",
                        document.graphProperty(),
                        core.canvas().viewport().zoomProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(12, status, spacer);
        bar.getChildren().addAll(core.contributions().statusItems());
        bar.getStyleClass().add(EditorStyles.STATUS_BAR);
        return bar;
    }
}
