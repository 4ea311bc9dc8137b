import Testing

@Test("the HooksTests target builds") func targetBuilds() {}
