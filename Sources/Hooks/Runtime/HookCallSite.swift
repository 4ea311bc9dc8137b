// Which hook call a slot belongs to, so a hot reload carries a slot only to the
// same call of the new code. The `use` functions capture their caller's file and
// line; the hot-reload runner turns them into identities that last as long as the
// line's text does.

/// Where a hook was called: the caller's `#fileID` and `#line`, as the built-in `use`
/// functions capture them.
public struct HookCallSite: Sendable {
    /// The file of the call, as `#fileID` gives it (`Module/File.swift`).
    public let fileID: StaticString
    /// The line of the call in that file, from 1.
    public let line: UInt

    /// The call at `line` of `fileID`.
    @inlinable
    public init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }
}

extension HookCallSite: CustomStringConvertible {
    /// `File.swift:12`, for diagnostics.
    public var description: String {
        let file = "\(fileID)"
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}

extension HookDispatcher {
    /// Turns a call site into the identity of its hook call across reloads; `nil` (the
    /// default, and in apps) gives every call the same identity.
    ///
    /// A slot is mounted with the identity of the call that made it; a refresh
    /// (``HookDispatcher/prepareForRefresh(carrying:)``) gives a slot only to a later call of the same identity
    /// and kind, in call order, and starts the other calls afresh. The hot-reload runner
    /// installs one that keeps a line's identity while the line's text is unchanged (lines
    /// moved by edits above keep theirs), so an inserted, removed, edited or moved call is
    /// told apart from its neighbours. Install it before the first render.
    @exclusivity(unchecked) public static var callIdentity: (@MainActor (HookCallSite) -> Int)?

    /// The identity of the call at `site` (see ``callIdentity``).
    static func identity(of site: HookCallSite) -> Int {
        callIdentity?(site) ?? 0
    }
}
