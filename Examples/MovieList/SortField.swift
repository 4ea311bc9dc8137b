/// What the list is sorted by.
enum SortField: String, CaseIterable, Hashable {
    case title = "Title"
    case rating = "Rating"
}
