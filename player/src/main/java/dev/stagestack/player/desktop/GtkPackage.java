package dev.stagestack.player.desktop;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** How each family of Linux distributions installs GTK 3, recognised by os-release's {@code ID} and {@code ID_LIKE}. */
enum GtkPackage {
    APT(List.of("debian", "ubuntu"), "apt-get install libgtk-3-0", "xvfb"),
    DNF(List.of("fedora", "rhel", "centos"), "dnf install gtk3", "xorg-x11-server-Xvfb"),
    PACMAN(List.of("arch"), "pacman -S gtk3", "xorg-server-xvfb"),
    ZYPPER(List.of("suse", "opensuse"), "zypper install libgtk-3-0", "xvfb-run"),
    APK(List.of("alpine"), "apk add gtk+3.0", "xvfb-run");

    private final List<String> families;
    private final String installCommand;
    private final String xvfbPackage;

    GtkPackage(List<String> families, String installCommand, String xvfbPackage) {
        this.families = families;
        this.installCommand = installCommand;
        this.xvfbPackage = xvfbPackage;
    }

    /** The family of the machine's distribution, or empty when os-release names none this knows. */
    static Optional<GtkPackage> of(Machine machine) {
        String ids = (machine.osRelease().getOrDefault("ID", "") + " "
                        + machine.osRelease().getOrDefault("ID_LIKE", ""))
                .toLowerCase(Locale.ROOT);
        List<String> words = Arrays.asList(ids.split("\\s+"));
        return Arrays.stream(values())
                .filter(p -> p.families.stream().anyMatch(f -> words.stream().anyMatch(w -> w.startsWith(f))))
                .findFirst();
    }

    /** The command that installs GTK 3, with {@code sudo} for a user who is not root. */
    String installCommand(boolean root) {
        return (root ? "" : "sudo ") + installCommand;
    }

    /** The package that has {@code xvfb-run}. */
    String xvfbPackage() {
        return xvfbPackage;
    }

    /** Whether this tool can install GTK itself: apt-get, run by root. */
    static boolean canInstall(Machine machine) {
        return of(machine).filter(p -> p == APT).isPresent()
                && machine.root()
                && machine.executables().test("apt-get");
    }
}
