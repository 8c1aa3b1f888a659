# center/ljust/rjust/zfill and the is*() predicates.
print("[" + "ab".center(7) + "]", "[" + "ab".center(6, "*") + "]", "[" + "abc".center(6) + "]")
print("[" + "ab".ljust(5, ".") + "]", "[" + "ab".rjust(5) + "]", "42".zfill(5), "-42".zfill(5), "abc".zfill(2))
print("123".isdigit(), "12a".isdigit(), "abc".isalpha(), " \t".isspace(), "a1".isalnum(), "".isdigit())
print("ABC".isupper(), "abc".islower(), "Abc".isupper())

# expect: [   ab  ] [**ab**] [ abc  ]
# expect: [ab...] [   ab] 00042 -0042 abc
# expect: True False True True True False
# expect: True True False
