/// What the list is sorted by.
nonisolated enum SortField: String, CaseIterable, Hashable {
    case title = "Title"
    case rating = "Rating"
}
