package dev.stagestack.player.desktop;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a person reads when a window cannot open: what is missing, the exact command that fixes it on
 * their distribution, and what works without a window.
 *
 * @param machine the machine
 * @param tool    what wanted the window, e.g. {@code the editor}
 * @param command how the person started it, e.g. {@code ./stagestack}
 */
public record DesktopAdvice(Machine machine, String tool, String command) {

    /** The lines to print for what is missing, one idea a line. */
    public List<String> lines(Set<MissingDesktop> missing) {
        List<String> lines = new ArrayList<>();
        lines.add("stagestack: " + tool + " cannot open a window on this machine.");
        if (missing.contains(MissingDesktop.GTK)) {
            lines.addAll(gtk());
        }
        if (missing.contains(MissingDesktop.DISPLAY)) {
            lines.addAll(display());
        }
        lines.add("  Without a window, the command line works: " + command
                + " validate|analyze|trace FILE (docs/cli.md).");
        return lines;
    }

    private List<String> gtk() {
        List<String> lines = new ArrayList<>();
        lines.add("  - GTK 3 is not installed (" + DesktopCheck.GTK_LIBRARY + "); JavaFX draws its windows with it.");
        Optional<GtkPackage> family = GtkPackage.of(machine);
        if (family.isPresent()) {
            lines.add("    Install it:  " + family.get().installCommand(machine.root()));
        } else {
            lines.add("    Install GTK 3 with your distribution's package manager (the package with "
                    + DesktopCheck.GTK_LIBRARY + ").");
        }
        if (GtkPackage.canInstall(machine)) {
            lines.add("    Or let Stagestack install it and start:  " + command + " --install-deps");
        }
        return lines;
    }

    private List<String> display() {
        String display = machine.variable("DISPLAY");
        String why = display.isEmpty()
                ? "neither DISPLAY nor WAYLAND_DISPLAY is set"
                : "DISPLAY is \"" + display + "\" but that display cannot be opened";
        String xvfb = GtkPackage.of(machine).map(GtkPackage::xvfbPackage).orElse("xvfb");
        return List.of(
                "  - There is no display: " + why + ". " + capitalized(tool) + " needs a desktop session.",
                "    On a server, in a container or over SSH, give it a virtual display:  xvfb-run " + command,
                "    (xvfb-run comes with the " + xvfb + " package.)");
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
