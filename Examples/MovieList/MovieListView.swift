import GtkHooks

/// The `MovieListView` of "Simplifying List Sorting in SwiftUI": the sort logic comes from the environment,
/// the sort order and field are local state.
struct MovieListView: HookView {
    let movies: [Movie]

    var hookBody: some View {
        let sort = useEnvironment(\.sort)
        let sortOrder = useState(SortOrder.asc)
        let field = useState(SortField.title)

        let sortedMovies =
            switch field.wrappedValue {
            case .title: sort(movies, by: \.title, sortOrder.wrappedValue)
            case .rating: sort(movies, by: \.rating, sortOrder.wrappedValue)
            }

        VStack(spacing: 8) {
            Text("Movies (List)").fontWeight(.bold)
            HStack(spacing: 8) {
                Picker("Sort by", selection: field, options: SortField.allCases) { $0.rawValue }
                Button("Sort by \(field.wrappedValue.rawValue) (\(sortOrder.wrappedValue.title))") {
                    sortOrder.wrappedValue = sortOrder.wrappedValue.toggled
                }
                .accessibilityLabel("Sort order")
            }
            ScrollView {
                VStack(spacing: 4) {
                    ForEach(sortedMovies, id: \.id) { movie in
                        Text("\(movie.title) - \(movie.rating)")
                            .alignment(horizontal: .start)
                    }
                }
            }
            .expand(horizontally: true, vertically: true)
        }
        .padding(16)
    }
}
