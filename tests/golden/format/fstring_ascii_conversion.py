# f-string conversions: !a escapes non-ASCII characters as ascii() does; !r keeps them.
s = "ñé"
print(f"{s!a}", f"{s!r}", f"{42!a:>6}")
print(ascii(s))
# expect: '\xf1\xe9' 'ñé'     42
# expect: '\xf1\xe9'
