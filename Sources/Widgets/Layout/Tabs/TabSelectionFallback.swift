/// What a ``TabView`` remembers to move its selection off a page that left:
/// the tags of its last render, and the neighbour chosen for the selected
/// page that left until the selection is written.
struct TabSelectionFallback {
    /// The pages' tags in the last render.
    var previousTags: [AnyHashable] = []
    /// The selected tag that left and the tag shown in its place.
    var replaced: (removed: AnyHashable, neighbour: AnyHashable)?
    /// A neighbour chosen in this render, to write to the selection after the commit.
    var pendingWrite: AnyHashable?

    /// The tag to show for `wanted` among `tags`: `wanted` itself when a page
    /// has it; when the page it selected just left, its neighbour (the page
    /// after it that stayed, else the one before), which is then to be
    /// written; nil when `wanted` never was a page's.
    mutating func resolve(_ wanted: AnyHashable?, among tags: [AnyHashable]) -> AnyHashable? {
        defer { previousTags = tags }
        guard let wanted, !tags.contains(wanted) else { return wanted }
        if let replaced, replaced.removed == wanted, tags.contains(replaced.neighbour) {
            return replaced.neighbour
        }
        guard let index = previousTags.firstIndex(of: wanted) else { return wanted }
        let after = previousTags[(index + 1)...].first(where: tags.contains)
        guard let neighbour = after ?? previousTags[..<index].last(where: tags.contains) else {
            return wanted
        }
        replaced = (wanted, neighbour)
        pendingWrite = neighbour
        return neighbour
    }
}
