import Testing

@Test("the SeedExampleTests target builds") func targetBuilds() {}
