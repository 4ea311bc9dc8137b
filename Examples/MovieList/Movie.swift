/// A movie of the bundled list.
nonisolated struct Movie: Identifiable, Hashable {
    let id: Int
    let title: String
    /// Out of 10.
    let rating: Double
}

nonisolated extension Movie {
    /// The list the app shows, in no particular order.
    static let all: [Movie] = [
        Movie(id: 1, title: "Metropolis", rating: 8.3),
        Movie(id: 2, title: "Casablanca", rating: 8.5),
        Movie(id: 3, title: "Rashomon", rating: 8.2),
        Movie(id: 4, title: "Seven Samurai", rating: 8.6),
        Movie(id: 5, title: "Vertigo", rating: 8.3),
        Movie(id: 6, title: "Amelie", rating: 8.1),
        Movie(id: 7, title: "Spirited Away", rating: 8.6),
        Movie(id: 8, title: "Up", rating: 8.3),
        Movie(id: 9, title: "Parasite", rating: 8.5),
        Movie(id: 10, title: "Nosferatu", rating: 7.9),
    ]
}
