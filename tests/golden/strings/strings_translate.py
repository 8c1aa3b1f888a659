# str.maketrans (two strings, a third to delete, or a dict) and str.translate.
t = str.maketrans("abc", "xyz")
print(t, "aabbcc!".translate(t))
print("hello, world!".translate(str.maketrans("", "", ",!")))
print("abc".translate(str.maketrans({"a": "AA", "b": None, ord("c"): 67})))
print("abc".translate({97: "1"}), "x".maketrans("a", "b"))

# expect: {97: 120, 98: 121, 99: 122} xxyyzz!
# expect: hello world
# expect: AAC
# expect: 1bc {97: 98}
