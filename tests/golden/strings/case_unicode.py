# Case mapping beyond ASCII: Latin-1, Greek, Cyrillic.
print("straße café".upper(), "ÀÉÎÕÜ".lower(), "αβγ".upper(), "ПРИВЕТ мир".swapcase(), "éclair".capitalize(), "ça va".title())

# expect: STRASSE CAFÉ àéîõü ΑΒΓ привет МИР Éclair Ça Va
