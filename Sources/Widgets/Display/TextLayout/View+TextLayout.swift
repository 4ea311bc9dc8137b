import Hooks
import Reconciler

// The text modifiers. Each writes one field of the environment's
// `textLayout`, which every `Text` below reads into its `layout`, so they
// reach the texts inside containers and components too, as SwiftUI's do; the
// nearest one to a text wins, field by field.

extension View {
    /// Shows at most `limit` lines of each text below; nil for no limit.
    ///
    /// A limit below one is ignored, with a warning naming the text.
    ///
    /// A longer string is cut with an ellipsis where `.truncationMode(_:)`
    /// says (at the end by default). A limit above one lets lines break.
    ///
    /// ```swift
    /// Text(note.body).lineLimit(3)
    /// ```
    public func lineLimit(_ limit: Int?) -> EnvironmentWriter<Self> {
        environment(\.textLayout.lineLimit, limit)
    }

    /// Shortens each text below that does not fit its lines at the head,
    /// middle or tail; a text is cut only under `.lineLimit(_:)`.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> EnvironmentWriter<Self> {
        environment(\.textLayout.truncationMode, mode)
    }

    /// Breaks the lines of each text below as `wrap` says: between words,
    /// between any characters, or both.
    ///
    /// ```swift
    /// Text(message).textWrap(.word)
    /// ```
    public func textWrap(_ wrap: TextWrap) -> EnvironmentWriter<Self> {
        environment(\.textLayout.wrap, wrap)
    }

    /// Lines up the lines of each text below with each other.
    ///
    /// ```swift
    /// Text("Nothing here yet.\nAdd a note to start.").multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentWriter<Self> {
        environment(\.textLayout.alignment, alignment)
    }

    /// Lets the reader select and copy each text below.
    ///
    /// ```swift
    /// Text(order.number).textSelection(.enabled)
    /// ```
    public func textSelection(_ selectability: TextSelectability) -> EnvironmentWriter<Self> {
        environment(\.textLayout.isSelectable, selectability.allowsSelection)
    }
}
