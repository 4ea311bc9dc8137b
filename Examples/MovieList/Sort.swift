/// The direction of a sort.
nonisolated enum SortOrder: Hashable {
    case asc
    case desc

    /// The other direction.
    var toggled: SortOrder { self == .asc ? .desc : .asc }

    /// How a button names the direction.
    var title: String { self == .asc ? "Asc" : "Desc" }
}

/// Sorting logic shared through the environment: `sort(movies, by: \.title, .desc)`.
///
/// `callAsFunction` lets a view call the value it reads from the environment
/// like a function.
nonisolated struct Sort {
    var sortOrder: SortOrder = .asc

    func callAsFunction<T: Comparable, U>(
        _ array: [U], by keyPath: KeyPath<U, T>, _ order: SortOrder = .asc
    ) -> [U] {
        switch order {
        case .asc:
            return array.sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
        case .desc:
            return array.sorted { $0[keyPath: keyPath] > $1[keyPath: keyPath] }
        }
    }
}
