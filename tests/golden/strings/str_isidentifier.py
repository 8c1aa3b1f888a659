# str.isidentifier: a letter or underscore first, then letters, digits, underscores.
print([w.isidentifier() for w in ["x", "_a1", "1a", "", "a-b", "été", "class", "a b", "__init__"]])
# expect: [True, True, False, False, False, True, True, False, True]
