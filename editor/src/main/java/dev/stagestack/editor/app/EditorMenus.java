package dev.stagestack.editor.app;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.command.Plural;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import dev.stagestack.editor.layout.Arrange;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.samples.SampleCatalog;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The menu bar, the toolbar and the status bar, built from one set of {@link UiAction}s. */
final class EditorMenus {
    private final EditorWindow w;
    private final ClipboardActions clipboard;
    private final ExportActions export;
    private final Menu recentMenu = new Menu("Open recent");
    private final Label status = new Label();
    private final Label playStatus = new Label();
    private final BooleanBinding noSelection;
    private final BooleanBinding playing;

    EditorMenus(EditorWindow window, ClipboardActions clipboard) {
        this.w = window;
        this.clipboard = clipboard;
        this.export = window.exports();
        noSelection = Bindings.createBooleanBinding(() -> window.document().selection().isEmpty(),
                window.document().selection().items());
        playing = Bindings.createBooleanBinding(() -> window.play().isPlaying(), window.play().playingProperty());
    }

    private UiAction undo() {
        return UiAction.of("Undo", EditorIcon.UNDO, EditorShortcut.UNDO, w.document()::undo)
                .disabledWhen(w.document().history().undoTextProperty().isNull());
    }

    private UiAction redo() {
        return UiAction.of("Redo", EditorIcon.REDO, EditorShortcut.REDO, w.document()::redo)
                .disabledWhen(w.document().history().redoTextProperty().isNull());
    }

    private UiAction play() {
        return UiAction.of("Play", EditorIcon.PLAY, EditorShortcut.PLAY, () -> w.play().start()).disabledWhen(playing);
    }

    private UiAction stop() {
        return UiAction.of("Stop", EditorIcon.STOP, EditorShortcut.STOP, () -> w.play().stop()).disabledWhen(playing.not());
    }

    private UiAction addState() {
        return UiAction.of("Add state", EditorIcon.PLUS_BOX, EditorShortcut.ADD_STATE, w::addStateInView);
    }

    private UiAction layout() {
        return UiAction.of("Auto-layout", EditorIcon.SITEMAP, EditorShortcut.AUTO_LAYOUT, () -> w.layout().run());
    }

    MenuBar menuBar() {
        return new MenuBar(fileMenu(), editMenu(), viewMenu(), arrangeMenu(), runMenu(), helpMenu());
    }

    private Menu fileMenu() {
        refreshRecent();
        Menu exportMenu = new Menu("Export", null,
                UiAction.of("PNG image…", null, null, export::png).menuItem(),
                UiAction.of("SVG image…", null, null, export::svg).menuItem(),
                UiAction.of("Mermaid diagram…", null, null, export::mermaid).menuItem(),
                UiAction.of("Graphviz DOT…", null, null, export::dot).menuItem());
        return new Menu("File", null,
                UiAction.of("New", EditorIcon.FILE_PLUS, EditorShortcut.NEW, w.files()::newGraph).menuItem(),
                UiAction.of("Open…", EditorIcon.FOLDER_OPEN, EditorShortcut.OPEN, w.files()::openWithDialog).menuItem(),
                recentMenu, samplesMenu(), new SeparatorMenuItem(),
                UiAction.of("Save", EditorIcon.CONTENT_SAVE, EditorShortcut.SAVE, w.files()::save).menuItem(),
                UiAction.of("Save as…", null, EditorShortcut.SAVE_AS, w.files()::saveAs).menuItem(),
                new SeparatorMenuItem(), exportMenu, new SeparatorMenuItem(),
                UiAction.of("Quit", null, EditorShortcut.QUIT, w::close).menuItem());
    }

    /** File ▸ Open sample: every graph the samples module ships, opened from the class path. */
    private Menu samplesMenu() {
        Menu menu = new Menu("Open sample");
        for (String name : SampleCatalog.NAMES) {
            menu.getItems().add(UiAction.of(name, null, null, () -> w.files().openSample(name)).menuItem());
        }
        return menu;
    }

    void refreshRecent() {
        recentMenu.getItems().clear();
        for (var path : w.files().recentFiles()) {
            MenuItem item = new MenuItem(path.toString());
            item.setOnAction(e -> w.files().open(path));
            recentMenu.getItems().add(item);
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    private Menu editMenu() {
        MenuItem undo = undo().menuItem();
        undo.textProperty().bind(Bindings.createStringBinding(() -> label("Undo",
                w.document().history().undoTextProperty().get()), w.document().history().undoTextProperty()));
        MenuItem redo = redo().menuItem();
        redo.textProperty().bind(Bindings.createStringBinding(() -> label("Redo",
                w.document().history().redoTextProperty().get()), w.document().history().redoTextProperty()));
        return new Menu("Edit", null, undo, redo, new SeparatorMenuItem(),
                UiAction.of("Cut", EditorIcon.CONTENT_CUT, EditorShortcut.CUT, clipboard::cut).disabledWhen(noSelection).menuItem(),
                UiAction.of("Copy", EditorIcon.CONTENT_COPY, EditorShortcut.COPY, clipboard::copy).disabledWhen(noSelection).menuItem(),
                UiAction.of("Paste", EditorIcon.CONTENT_PASTE, EditorShortcut.PASTE, clipboard::paste).menuItem(),
                UiAction.of("Duplicate", EditorIcon.CONTENT_DUPLICATE, EditorShortcut.DUPLICATE, clipboard::duplicate).disabledWhen(noSelection).menuItem(),
                UiAction.of("Delete", EditorIcon.DELETE, EditorShortcut.DELETE, this::deleteSelection).disabledWhen(noSelection).menuItem(),
                new SeparatorMenuItem(), addState().menuItem(),
                UiAction.of("Rename state", null, EditorShortcut.RENAME, this::renameSelected).disabledWhen(noSelection).menuItem(),
                UiAction.of("Select all", null, EditorShortcut.SELECT_ALL, w.edits()::selectAll).menuItem(),
                UiAction.of("Select none", null, EditorShortcut.SELECT_NONE, w.document().selection()::clear)
                        .disabledWhen(noSelection).menuItem());
    }

    /** Deletes and says what went, since transitions of a deleted state go too. */
    private void deleteSelection() {
        w.edits().deleteSelection().ifPresent(what -> w.toast(what.replaceFirst("^Delete", "Deleted")
                + " — " + EditorShortcut.UNDO.keys() + " brings " + (what.matches(".*( and |\\d+ \\w+s\\b).*") ? "them" : "it")
                + " back"));
    }

    static String label(String verb, String description) {
        return description == null ? verb : verb + " " + description;
    }

    private void renameSelected() {
        w.document().selection().stateIds().stream().findFirst()
                .ifPresent(id -> dev.stagestack.editor.canvas.InlineNameEditor.open(w.canvas(), w.edits(), id));
    }

    private Menu viewMenu() {
        CheckMenuItem snap = new CheckMenuItem("Snap to grid");
        snap.selectedProperty().bindBidirectional(w.gestures().snapToGridProperty());
        snap.setAccelerator(EditorShortcut.SNAP_TO_GRID.combination());
        CheckMenuItem dark = new CheckMenuItem("Dark theme");
        dark.setSelected(EditorApp.isDark());
        dark.setAccelerator(EditorShortcut.DARK_THEME.combination());
        dark.selectedProperty().addListener((o, was, is) -> EditorApp.applyTheme(is));
        return new Menu("View", null,
                UiAction.of("Zoom in", EditorIcon.MAGNIFY_PLUS, EditorShortcut.ZOOM_IN, () -> w.canvas().zoomBy(1.25)).menuItem(),
                UiAction.of("Zoom out", EditorIcon.MAGNIFY_MINUS, EditorShortcut.ZOOM_OUT, () -> w.canvas().zoomBy(0.8)).menuItem(),
                UiAction.of("Fit graph", EditorIcon.FIT_TO_SCREEN, EditorShortcut.FIT_GRAPH, w.canvas()::fitAll).menuItem(),
                UiAction.of("Zoom to selection", null, EditorShortcut.ZOOM_TO_SELECTION, w.canvas()::zoomToSelection).menuItem(),
                new SeparatorMenuItem(), snap, dark);
    }

    private Menu arrangeMenu() {
        Menu menu = new Menu("Arrange");
        for (Arrange.Alignment a : Arrange.Alignment.values()) {
            menu.getItems().add(UiAction.of(a.description(), null, null, () -> Arrange.align(w.document().graph(),
                    w.document().selection().stateIds(), a).ifPresent(w.document()::execute)).menuItem());
        }
        menu.getItems().addAll(
                UiAction.of("Distribute horizontally", EditorIcon.DISTRIBUTE_HORIZONTAL_CENTER, null, () -> Arrange
                        .distribute(w.document().graph(), w.document().selection().stateIds(), true)
                        .ifPresent(w.document()::execute)).menuItem(),
                UiAction.of("Distribute vertically", EditorIcon.DISTRIBUTE_VERTICAL_CENTER, null, () -> Arrange
                        .distribute(w.document().graph(), w.document().selection().stateIds(), false)
                        .ifPresent(w.document()::execute)).menuItem(),
                new SeparatorMenuItem(), layout().menuItem());
        return menu;
    }

    private Menu runMenu() {
        return new Menu("Run", null, play().menuItem(), stop().menuItem(),
                UiAction.of("Run test paths", EditorIcon.CHECK_ALL, EditorShortcut.RUN_TEST_PATHS, w::runTestPaths).menuItem(),
                UiAction.of("Check now", EditorIcon.CHECK_CIRCLE_OUTLINE, EditorShortcut.CHECK_NOW, w.checker()::checkNow).menuItem());
    }

    private Menu helpMenu() {
        return new Menu("Help", null,
                UiAction.of("Keyboard shortcuts", EditorIcon.KEYBOARD, EditorShortcut.SHORTCUTS, () -> ShortcutsSheet.show(w.stage())).menuItem());
    }

    ToolBar toolBar() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return new ToolBar(
                UiAction.of("New", EditorIcon.FILE_PLUS, EditorShortcut.NEW, w.files()::newGraph).button(),
                UiAction.of("Open", EditorIcon.FOLDER_OPEN, EditorShortcut.OPEN, w.files()::openWithDialog).button(),
                UiAction.of("Save", EditorIcon.CONTENT_SAVE, EditorShortcut.SAVE, w.files()::save).button(),
                new Separator(), undo().button(), redo().button(), new Separator(),
                addState().button(),
                UiAction.of("Delete", EditorIcon.DELETE, EditorShortcut.DELETE, this::deleteSelection).disabledWhen(noSelection).button(),
                UiAction.of("Align left", EditorIcon.ALIGN_HORIZONTAL_LEFT, null, () -> Arrange.align(w.document().graph(),
                        w.document().selection().stateIds(), Arrange.Alignment.LEFT).ifPresent(w.document()::execute)).button(),
                UiAction.of("Align top", EditorIcon.ALIGN_VERTICAL_TOP, null, () -> Arrange.align(w.document().graph(),
                        w.document().selection().stateIds(), Arrange.Alignment.TOP).ifPresent(w.document()::execute)).button(),
                layout().button(), new Separator(),
                UiAction.of("Zoom in", EditorIcon.MAGNIFY_PLUS, EditorShortcut.ZOOM_IN, () -> w.canvas().zoomBy(1.25)).button(),
                UiAction.of("Zoom out", EditorIcon.MAGNIFY_MINUS, EditorShortcut.ZOOM_OUT, () -> w.canvas().zoomBy(0.8)).button(),
                UiAction.of("Fit graph", EditorIcon.FIT_TO_SCREEN, EditorShortcut.FIT_GRAPH, w.canvas()::fitAll).button(),
                spacer, playButton(), stop().button(),
                UiAction.of("Keyboard shortcuts", EditorIcon.HELP_CIRCLE_OUTLINE, EditorShortcut.SHORTCUTS, () -> ShortcutsSheet.show(w.stage())).button());
    }

    private javafx.scene.control.Button playButton() {
        javafx.scene.control.Button b = play().button();
        b.setText("Play");
        b.getStyleClass().removeAll(Styles.FLAT, Styles.BUTTON_ICON);
        b.getStyleClass().add(Styles.ACCENT);
        b.setId("play-button");
        return b;
    }

    HBox statusBar() {
        status.textProperty().bind(Bindings.createStringBinding(() -> Plural.count(w.document().graph().states().size(), "state")
                + " · " + Plural.count(w.document().graph().transitions().size(), "transition") + " · zoom "
                + Math.round(w.canvas().viewport().zoom() * 100) + "%", w.document().graphProperty(),
                w.canvas().viewport().zoomProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        playStatus.setId("play-status");
        HBox bar = new HBox(12, status, spacer, w.layout().progressView(), playStatus);
        bar.getStyleClass().add(EditorStyles.STATUS_BAR);
        return bar;
    }

    void setPlayStatus(String text) {
        playStatus.setText(text == null ? "" : text);
    }
}
