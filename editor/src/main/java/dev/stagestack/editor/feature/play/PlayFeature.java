package dev.stagestack.editor.feature.play;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.ToolPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.style.EditorIcon;
import java.util.prefs.Preferences;
import javafx.scene.control.Button;
import javafx.scene.control.Label;

/**
 * Play: Run ▸ Play and Stop, their toolbar buttons, the run's state in the status bar, and the
 * core's playing property and script player.
 */
public final class PlayFeature implements Feature {
    private final Preferences prefs;
    private final Label playStatus = new Label();
    private PlayController play;

    public PlayFeature(Preferences prefs) {
        this.prefs = prefs;
    }

    @Override
    public void install(EditorCore core) {
        play = new PlayController(core, text -> playStatus.setText(text == null ? "" : text), prefs);
        core.bindPlaying(play.playingProperty());
        core.provideScriptPlayer(play::playScript);
        core.beforeClose(play::stop);
        core.contributions()
                .addMenuItems(
                        MenuPlace.RUN,
                        playAction(core).menuItem(),
                        stopAction(core).menuItem());
        core.contributions()
                .addTools(ToolPlace.RUN, playButton(core), stopAction(core).button());
        playStatus.setId("play-status");
        core.contributions().addStatusItem(playStatus);
    }

    /** The run's controller (the editor's start and tests use it). */
    public PlayController play() {
        return play;
    }

    private UiAction playAction(EditorCore core) {
        return UiAction.of("Play", EditorIcon.PLAY, EditorShortcut.PLAY, play::start)
                .disabledWhen(core.playingProperty());
    }

    private UiAction stopAction(EditorCore core) {
        return UiAction.of("Stop", EditorIcon.STOP, EditorShortcut.STOP, play::stop)
                .disabledWhen(core.playingProperty().not());
    }

    private Button playButton(EditorCore core) {
        Button b = playAction(core).button();
        b.setText("Play");
        b.getStyleClass().removeAll(Styles.FLAT, Styles.BUTTON_ICON);
        b.getStyleClass().add(Styles.ACCENT);
        b.setId("play-button");
        return b;
    }
}
