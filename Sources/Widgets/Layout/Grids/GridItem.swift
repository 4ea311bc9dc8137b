/// One column of a `LazyVGrid`, in SwiftUI's spelling: how wide its cells are.
///
/// ```swift
/// LazyVGrid(photos, id: \.id, columns: [GridItem(.fixed(96)), GridItem(.flexible())]) { ... }
/// LazyVGrid(photos, id: \.id, columns: [GridItem(.adaptive(minimum: 120))]) { ... }
/// ```
///
/// GTK's grid view gives every column the same width, so a grid reads its
/// columns as a whole (see ``GridColumns``): the number of fixed and
/// flexible items is the number of columns, an adaptive item fits as many
/// columns as the width allows, and the widest minimum is every cell's
/// minimum width. A `maximum`, the `spacing` and an alignment do not map.
public struct GridItem: Equatable, Sendable {
    /// How wide a column's cells are.
    public enum Size: Equatable, Sendable {
        /// Exactly this many pixels (in GTK: at least this many, as every
        /// column widens evenly to fill the grid).
        case fixed(Double)
        /// At least `minimum` pixels; the rest of the width is shared.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` pixels as fit the width.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How wide the column's cells are.
    public var size: Size
    /// Pixels after the column in SwiftUI; GTK's grid view spaces cells by its theme.
    public var spacing: Double?

    /// A column of `size` (flexible by default).
    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

extension Array where Element == GridItem {
    /// One adaptive item: as many columns of at least `minimum` pixels as fit.
    ///
    /// ```swift
    /// LazyVGrid(photos, id: \.id, columns: .adaptive(minimum: 120)) { ... }
    /// ```
    public static func adaptive(minimum: Double) -> [GridItem] {
        [GridItem(.adaptive(minimum: minimum))]
    }
}

/// What a `LazyVGrid`'s `GridItem`s map to on GTK's grid view: the range of
/// column counts and the minimum width of every cell.
public struct GridColumns: Equatable, Sendable {
    /// The fewest columns shown.
    public var minimumCount: Int
    /// The most columns shown.
    public var maximumCount: Int
    /// The minimum width of every cell, in pixels (0 for the cell's own).
    public var minimumCellWidth: Int

    /// The most columns an adaptive grid shows: GTK lays out at most this
    /// many however wide the grid is.
    public static let adaptiveLimit = 32

    /// The columns `items` describe.
    ///
    /// An adaptive item makes 1 to ``adaptiveLimit`` columns; otherwise there
    /// are exactly as many columns as items (at least one). The widest fixed
    /// size or minimum is every cell's minimum width.
    public init(_ items: [GridItem]) {
        var widest = 0.0
        var adaptive = false
        for item in items {
            switch item.size {
            case .fixed(let width): widest = Swift.max(widest, width)
            case .flexible(let minimum, _): widest = Swift.max(widest, minimum)
            case .adaptive(let minimum, _):
                widest = Swift.max(widest, minimum)
                adaptive = true
            }
        }
        minimumCount = adaptive ? 1 : Swift.max(1, items.count)
        maximumCount = adaptive ? Self.adaptiveLimit : minimumCount
        minimumCellWidth = Int(widest.rounded(.up))
    }
}
