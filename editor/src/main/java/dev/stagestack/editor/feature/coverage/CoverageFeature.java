package dev.stagestack.editor.feature.coverage;

import atlantafx.base.theme.Tweaks;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.style.EditorIcon;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.layout.Region;

/** Coverage: the Coverage tab of the side panel and Run ▸ Run test paths. */
public final class CoverageFeature implements Feature {
    /** What the scrolling tab asks for, whatever its content needs: it scrolls rather than squeeze the problems list. */
    private static final double SCROLLING_PANEL_PREF_HEIGHT = 240;

    private CoverageController coverage;

    @Override
    public void install(EditorCore core) {
        coverage = new CoverageController(core);
        core.playingProperty().addListener((o, was, playing) -> coverage.playingChanged(playing));
        Tab tab = new Tab("Coverage", scrolling(coverage.panel()));
        tab.setId("coverage-tab");
        core.contributions().addSideTab(tab);
        core.contributions()
                .addMenuItems(
                        MenuPlace.RUN,
                        UiAction.of("Run test paths", EditorIcon.CHECK_ALL, EditorShortcut.RUN_TEST_PATHS, () -> {
                                    core.workbench().selectSideTab(tab);
                                    coverage.runTestPaths();
                                })
                                .menuItem());
        core.onClose(coverage::shutdown);
    }

    /** The Coverage tab's controller (tests replace its file dialog). */
    public CoverageController coverage() {
        return coverage;
    }

    /**
     * {@code panel} in a scroll pane that fits it to the space it has and scrolls when that is less
     * than it needs, so that a tall side panel never squeezes the problems list below it.
     */
    private static ScrollPane scrolling(Region panel) {
        ScrollPane scroll = new ScrollPane(panel);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setPrefHeight(SCROLLING_PANEL_PREF_HEIGHT);
        scroll.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        return scroll;
    }
}
