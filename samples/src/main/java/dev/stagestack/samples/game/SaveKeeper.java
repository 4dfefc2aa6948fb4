package dev.stagestack.samples.game;

import dev.stagestack.player.fx.GameHost;
import dev.stagestack.runtime.Variables;
import java.util.function.Consumer;

/**
 * Bounce Game's host side, run between ticks by the game window (docs/library.md, "A host for your
 * game"): at the start of each run it sets {@code hasSave} and {@code volume} from the save folder; it
 * applies and writes the volume the options screen changes; it saves the run when the pause menu sets
 * {@code saveNow}, and continues from the save when the title sets {@code continueNow}.
 */
final class SaveKeeper implements Consumer<GameHost> {

    private final SaveFolder folder;
    private boolean runStarting = true;
    private int volume = -1;

    SaveKeeper(SaveFolder folder) {
        this.folder = folder;
    }

    @Override
    public void accept(GameHost host) {
        Variables vars = host.stack().variables();
        if (runStarting) {
            runStarting = false;
            vars.set("hasSave", folder.hasSave());
            vars.set("volume", folder.volume((int) vars.integer("volume")));
        }
        volume(host, (int) vars.integer("volume"));
        if (vars.bool("saveNow")) {
            vars.set("saveNow", false);
            vars.set("hasSave", true);
            folder.writeSave(host.snapshot());
        }
        if (vars.bool("continueNow")) {
            vars.set("continueNow", false);
            continueFromTheSave(host);
        }
    }

    private void volume(GameHost host, int wanted) {
        if (wanted != volume) {
            if (volume >= 0) {
                folder.writeVolume(wanted);
            }
            volume = wanted;
            host.volume(wanted / 10.0);
        }
    }

    private void continueFromTheSave(GameHost host) {
        runStarting = true;
        try {
            folder.readSave().ifPresent(host::continueFrom);
        } catch (IllegalArgumentException refused) {
            System.err.println(refused.getMessage());
        }
    }
}
