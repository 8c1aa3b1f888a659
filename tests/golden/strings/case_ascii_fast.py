# lower()/upper() of ASCII text map A-Z and a-z only; other text goes through the general
# case mapping (Latin-1, Greek, Cyrillic, German sharp s).
print("Hello, World! 123 @[`{".lower(), "Hello, World! 123 @[`{".upper(), "A".lower(), "".upper() == "")
print("ÀÉÎ Straße".lower(), "àéî straße".upper(), len("MiXeD".lower()))
words = "The Quick BROWN fox".lower().split()
print(words, [w.upper() for w in words], "z".upper() + "Z".lower())
# expect: hello, world! 123 @[`{ HELLO, WORLD! 123 @[`{ a True
# expect: àéî straße ÀÉÎ STRASSE 5
# expect: ['the', 'quick', 'brown', 'fox'] ['THE', 'QUICK', 'BROWN', 'FOX'] Zz
