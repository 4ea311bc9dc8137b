import Testing

@Test("the ReconcilerTests target builds") func targetBuilds() {}
