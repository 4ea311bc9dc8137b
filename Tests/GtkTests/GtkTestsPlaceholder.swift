import Testing

@Test("the GtkTests target builds") func targetBuilds() {}
