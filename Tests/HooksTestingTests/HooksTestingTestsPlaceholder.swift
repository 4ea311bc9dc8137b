import Testing

@Test("the HooksTestingTests target builds") func targetBuilds() {}
