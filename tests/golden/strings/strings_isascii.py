# str.isascii: every character below U+0080 (the empty string too).
print("".isascii(), "abc 123!".isascii(), "é".isascii(), "a\x7f".isascii(), str.isascii("x"))

# expect: True True False True True
