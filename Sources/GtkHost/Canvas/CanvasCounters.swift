@_spi(Testing) import Gtk

/// How often canvases were drawn, counted while `Instrumentation.isEnabled`
/// is on, for tests and benchmarks (`Testing` SPI).
@_spi(Testing) @MainActor public enum CanvasCounters {
    /// Draws queued because a canvas's drawing changed at a render.
    @_spi(Testing) public internal(set) static var queuedDraws = 0
    /// Times GTK ran a canvas's draw function.
    @_spi(Testing) public internal(set) static var draws = 0
    /// Accessible elements made for labelled shapes.
    @_spi(Testing) public internal(set) static var accessibleElementsMade = 0
    /// Times an accessible element of a shape was placed (made or moved).
    @_spi(Testing) public internal(set) static var accessibleElementsPlaced = 0
}
