package dev.stagestack.editor.app;

import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;

/**
 * Editors a test opens besides its own (the next start after a crash, a second instance), each in
 * its own window, all closed after the test so that no later test finds their windows.
 */
final class OtherEditors {
    private final List<Stage> stages = new ArrayList<>();

    EditorDriver open(RecoveryStore recovery, String prefsNode) throws Exception {
        Stage stage = FxWait.onFx(Stage::new);
        stages.add(stage);
        return FxWait.onFx(() -> TestWindows.open(stage, prefsNode, recovery));
    }

    /** The next start of the editor, on the preferences an earlier window left. */
    EditorDriver reopen(RecoveryStore recovery, String prefsNode) throws Exception {
        Stage stage = FxWait.onFx(Stage::new);
        stages.add(stage);
        return FxWait.onFx(() -> TestWindows.reopen(stage, prefsNode, recovery));
    }

    void closeAll() throws Exception {
        FxWait.onFx(() -> {
            stages.forEach(Stage::close);
            stages.clear();
            return null;
        });
    }
}
