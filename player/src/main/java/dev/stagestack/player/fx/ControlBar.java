package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.ViewValue;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.UnaryOperator;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.shape.SVGPath;

/**
 * The teaching controls: pause/resume, step a tick, step a commit step, speed, restart,
 * the time-travel slider, trace export and the overlay toggle. Controls are compact icon
 * buttons whose tooltips name what they do and their shortcut. The run controls and the
 * time-travel group share one row when there is room and take a row each when there is not,
 * so no control is ever squeezed. The controls only report commands; the controller carries
 * them out. What they show they watch on the player's view model.
 */
final class ControlBar extends Region {

    private static final double GAP = 8;
    private static final double ROW_GAP = 6;
    private static final double MIN_SLIDER_WIDTH = 120;

    /** The commands in the View menu rather than on a button of their own. */
    static final List<PlayerCommand> IN_VIEW_MENU = List.of(
            PlayerCommand.PRESENT,
            PlayerCommand.CHAIN_ONLY,
            PlayerCommand.OVERLAY_LARGER,
            PlayerCommand.OVERLAY_SMALLER,
            PlayerCommand.EXPORT_CHAIN,
            PlayerCommand.EXPORT_WEB_PAGE);

    private final Map<PlayerCommand, ButtonBase> controls = new EnumMap<>(PlayerCommand.class);
    private final Map<PlayerCommand, MenuItem> viewItems = new EnumMap<>(PlayerCommand.class);
    private final MenuButton viewMenu = new MenuButton("View");
    private final MenuItem scaleItem = new MenuItem();
    private final CheckMenuItem lightItem = new CheckMenuItem("Light theme (high contrast)");
    private final CheckMenuItem frameTimesItem = new CheckMenuItem("Frame times");
    private final CheckMenuItem assetsItem = new CheckMenuItem("Assets");
    private final CheckMenuItem breakpointsItem = new CheckMenuItem("Breakpoints");
    private final Label viewed = new Label();
    private final Slider travel = new Slider(0, 0, 0);
    private final HBox runGroup = new HBox(GAP);
    private final HBox travelGroup = new HBox(GAP);
    private boolean updating;

    ControlBar(Consumer<PlayerCommand> run, LongConsumer travelTo, Consumer<UnaryOperator<OverlayLook>> restyle) {
        getStyleClass().add(PlayerStyles.CONTROL_BAR);
        for (PlayerCommand c : PlayerCommand.values()) {
            if (!IN_VIEW_MENU.contains(c)) {
                controls.put(c, control(c, run));
            }
        }
        setUpViewMenu(run, restyle);
        viewed.getStyleClass().add(PlayerStyles.SPEED);
        viewed.setMinWidth(Region.USE_PREF_SIZE);
        viewed.setId("shown-tick");
        setUpTravelSlider(travelTo);
        runGroup.getChildren()
                .addAll(controlsOf(List.of(
                        PlayerCommand.PAUSE_RESUME,
                        PlayerCommand.STEP_TICK,
                        PlayerCommand.STEP_BACK,
                        PlayerCommand.STEP_COMMIT,
                        PlayerCommand.SLOWER,
                        PlayerCommand.NORMAL_SPEED,
                        PlayerCommand.FASTER,
                        PlayerCommand.RESTART_RUN,
                        PlayerCommand.OPEN_SCRIPT,
                        PlayerCommand.NEXT_EVENT,
                        PlayerCommand.EXPORT_TRACE,
                        PlayerCommand.EXPORT_SCRIPT,
                        PlayerCommand.TOGGLE_OVERLAY)));
        runGroup.getChildren().add(viewMenu);
        travelGroup
                .getChildren()
                .addAll(
                        get(PlayerCommand.SCRUB_BACK),
                        travel,
                        get(PlayerCommand.SCRUB_FORWARD),
                        viewed,
                        get(PlayerCommand.GO_LIVE));
        for (HBox group : List.of(runGroup, travelGroup)) {
            group.setAlignment(Pos.CENTER_LEFT);
        }
        getChildren().addAll(runGroup, travelGroup);
    }

    private static ButtonBase control(PlayerCommand c, Consumer<PlayerCommand> run) {
        ButtonBase b = c == PlayerCommand.TOGGLE_OVERLAY ? new ToggleButton(c.label()) : new Button(c.label());
        b.getStyleClass().add(PlayerStyles.CONTROL);
        if (c != PlayerCommand.NORMAL_SPEED) {
            b.setGraphic(ControlGlyphs.of(c));
            b.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
            b.getStyleClass().add(PlayerStyles.ICON_CONTROL);
        } else {
            b.getStyleClass().add(PlayerStyles.SPEED);
        }
        b.setAccessibleText(c.label());
        b.setTooltip(new Tooltip(c.description() + "  (" + shortcutText(c) + ")"));
        b.setOnAction(e -> run.accept(c));
        b.setFocusTraversable(false);
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }

    /**
     * The View menu: presentation mode, chain only, the overlay's scale, and the light theme, frame
     * times and assets of the current mode's look.
     */
    private void setUpViewMenu(Consumer<PlayerCommand> run, Consumer<UnaryOperator<OverlayLook>> restyle) {
        for (PlayerCommand c : IN_VIEW_MENU) {
            MenuItem item =
                    c == PlayerCommand.PRESENT || c == PlayerCommand.CHAIN_ONLY ? new CheckMenuItem() : new MenuItem();
            item.setText(c.label() + "   (" + shortcutText(c) + ")");
            item.setGraphic(ControlGlyphs.of(c));
            item.setOnAction(e -> run.accept(c));
            viewItems.put(c, item);
        }
        scaleItem.setDisable(true);
        lightItem.setOnAction(e -> restyle.accept(look -> look.withLight(!look.light())));
        frameTimesItem.setOnAction(e -> restyle.accept(look -> look.withFrameTimes(!look.frameTimes())));
        assetsItem.setOnAction(e -> restyle.accept(look -> look.withAssets(!look.assets())));
        breakpointsItem.setOnAction(e -> restyle.accept(look -> look.withBreakpoints(!look.breakpoints())));
        viewMenu.getItems()
                .addAll(
                        viewItems.get(PlayerCommand.PRESENT),
                        viewItems.get(PlayerCommand.CHAIN_ONLY),
                        new SeparatorMenuItem(),
                        scaleItem,
                        viewItems.get(PlayerCommand.OVERLAY_LARGER),
                        viewItems.get(PlayerCommand.OVERLAY_SMALLER),
                        new SeparatorMenuItem(),
                        lightItem,
                        frameTimesItem,
                        assetsItem,
                        breakpointsItem,
                        new SeparatorMenuItem(),
                        viewItems.get(PlayerCommand.EXPORT_CHAIN),
                        viewItems.get(PlayerCommand.EXPORT_WEB_PAGE));
        viewMenu.setId("view-menu");
        viewMenu.getStyleClass().addAll(PlayerStyles.CONTROL, PlayerStyles.ICON_CONTROL, PlayerStyles.VIEW_MENU);
        SVGPath eye = new SVGPath();
        eye.setContent(ControlGlyphs.VIEW);
        eye.setFillRule(javafx.scene.shape.FillRule.EVEN_ODD);
        eye.getStyleClass().add(PlayerStyles.GLYPH);
        viewMenu.setGraphic(eye);
        viewMenu.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        viewMenu.setAccessibleText("View");
        viewMenu.setTooltip(new Tooltip("View: presentation mode (" + shortcutText(PlayerCommand.PRESENT)
                + "), chain only, the overlay's size, light theme, frame times, assets, breakpoints, "
                + "the chain as a picture"));
        viewMenu.setFocusTraversable(false);
        viewMenu.setMinWidth(Region.USE_PREF_SIZE);
    }

    /** Ticks the View menu's items to match {@code look} (of presentation mode when {@code presenting}). */
    void showLook(OverlayLook look, boolean presenting) {
        ((CheckMenuItem) viewItems.get(PlayerCommand.PRESENT)).setSelected(presenting);
        ((CheckMenuItem) viewItems.get(PlayerCommand.CHAIN_ONLY)).setSelected(look.chainOnly());
        scaleItem.setText("Overlay at " + formatScale(look.scale()));
        viewItems.get(PlayerCommand.OVERLAY_LARGER).setDisable(look.scale() >= OverlayLook.MAX_SCALE);
        viewItems.get(PlayerCommand.OVERLAY_SMALLER).setDisable(look.scale() <= OverlayLook.MIN_SCALE);
        lightItem.setSelected(look.light());
        frameTimesItem.setSelected(look.frameTimes());
        assetsItem.setSelected(look.assets());
        breakpointsItem.setSelected(look.breakpoints());
    }

    /** The View menu's button. */
    MenuButton viewMenu() {
        return viewMenu;
    }

    /** The View menu's item of {@code command} (one of {@link #IN_VIEW_MENU}). */
    MenuItem viewItem(PlayerCommand command) {
        return viewItems.get(command);
    }

    static String formatScale(double scale) {
        return scale == Math.rint(scale)
                ? (int) scale + "×"
                : String.format("%.2f×", scale).replace(".50×", ".5×");
    }

    private void setUpTravelSlider(LongConsumer travelTo) {
        travel.setTooltip(new Tooltip("Time travel over the last ticks: drag to see the chain and log "
                + "as they were (read-only)  (" + shortcutText(PlayerCommand.SCRUB_BACK) + " / "
                + shortcutText(PlayerCommand.SCRUB_FORWARD) + ")"));
        travel.setFocusTraversable(false);
        travel.setMinWidth(MIN_SLIDER_WIDTH);
        travel.valueProperty().addListener((o, was, now) -> {
            if (!updating) {
                travelTo.accept(Math.round(now.doubleValue()));
            }
        });
        HBox.setHgrow(travel, Priority.ALWAYS);
    }

    private List<ButtonBase> controlsOf(List<PlayerCommand> commands) {
        return commands.stream().map(this::get).toList();
    }

    /** The control of {@code command}. */
    ButtonBase get(PlayerCommand command) {
        return controls.get(command);
    }

    Slider travelSlider() {
        return travel;
    }

    /** Whether the run controls and the time-travel group fit side by side in {@code width}. */
    boolean fitsOneRow(double width) {
        Insets in = getInsets();
        double room = width - in.getLeft() - in.getRight();
        return runGroup.prefWidth(-1) + GAP + travelGroup.minWidth(-1) <= room;
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + Math.max(runGroup.minWidth(-1), travelGroup.minWidth(-1)) + in.getRight();
    }

    @Override
    protected double computePrefWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + runGroup.prefWidth(-1) + GAP + travelGroup.prefWidth(-1) + in.getRight();
    }

    @Override
    protected double computePrefHeight(double width) {
        Insets in = getInsets();
        double run = runGroup.prefHeight(-1);
        double rows = width < 0 || fitsOneRow(width)
                ? Math.max(run, travelGroup.prefHeight(-1))
                : run + ROW_GAP + travelGroup.prefHeight(-1);
        return in.getTop() + rows + in.getBottom();
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        double x = in.getLeft();
        double y = in.getTop();
        double room = getWidth() - in.getLeft() - in.getRight();
        double runWidth = Math.min(room, runGroup.prefWidth(-1));
        double runHeight = runGroup.prefHeight(-1);
        double travelHeight = travelGroup.prefHeight(-1);
        if (fitsOneRow(getWidth())) {
            double rowHeight = Math.max(runHeight, travelHeight);
            runGroup.resizeRelocate(x, y, runWidth, rowHeight);
            travelGroup.resizeRelocate(x + runWidth + GAP, y, room - runWidth - GAP, rowHeight);
        } else {
            runGroup.resizeRelocate(x, y, runWidth, runHeight);
            travelGroup.resizeRelocate(x, y + runHeight + ROW_GAP, room, travelHeight);
        }
    }

    /**
     * Shows what {@code model} shows, from now on: paused or running, the speed, and the recorded
     * range with the tick of the moment shown.
     */
    void watch(PlayerViewModel model) {
        model.paused().watch(this::showPaused);
        model.speed().watch(perMille -> get(PlayerCommand.NORMAL_SPEED).setText(formatSpeed(perMille)));
        ViewValue.watchAll(
                () -> showRange(
                        model.oldestTick().get(),
                        model.liveTick().get(),
                        model.shown().get().tick()),
                model.oldestTick(),
                model.liveTick(),
                model.shown());
    }

    private void showPaused(boolean paused) {
        ((SVGPath) get(PlayerCommand.PAUSE_RESUME).getGraphic())
                .setContent(paused ? ControlGlyphs.PLAY : ControlGlyphs.PAUSE);
        get(PlayerCommand.PAUSE_RESUME).setText(paused ? "Resume" : "Pause");
    }

    /** The overlay toggle's state: whether the overlay is shown. */
    void showOverlayShown(boolean overlay) {
        ((ToggleButton) get(PlayerCommand.TOGGLE_OVERLAY)).setSelected(overlay);
    }

    private void showRange(long oldest, long live, long shown) {
        viewed.setText("tick " + shown);
        updating = true;
        travel.setMin(oldest);
        travel.setMax(Math.max(oldest, live));
        if (!travel.isValueChanging()) {
            travel.setValue(shown);
        }
        updating = false;
    }

    static String formatSpeed(int perMille) {
        return perMille % 1000 == 0 ? perMille / 1000 + "×" : String.format("%.1f×", perMille / 1000.0);
    }

    static String shortcutText(PlayerCommand c) {
        return KeyCombination.valueOf(c.shortcut()).getDisplayText();
    }
}
