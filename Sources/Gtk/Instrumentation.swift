/// The one switch for what only tests and benchmarks read: counters and
/// records that would cost a shipping app time and memory.
///
/// Off by default, so an app keeps none of them: no GObject is tracked in
/// ``LiveObjects``, the main loop counts no wake-ups, dispatch-queue drains or
/// timer runs, ``MessageDialog/open`` stays empty, and GtkHost counts no prop
/// writes, scheduler idles or `List` row renders. `GtkTester`, the GTK test
/// cases, the soak and the benchmarks that read counters turn it on before
/// they make anything; the main loop's wake-up counting starts with the next
/// `MainLoop.installBridge()`. What the counters and records return while it
/// is off is unspecified (zero or stale).
///
/// Part of the `Testing` SPI, with the counters it guards: an app does not
/// see them unless it writes `@_spi(Testing) import Gtk`.
@_spi(Testing) @MainActor
public enum Instrumentation {
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// Whether counters and records are kept from now on.
    @exclusivity(unchecked) public static var isEnabled = false
}
