# f-string conversions !r and !s.
s = "hi"
print(f"{s!r} {s!s} {s} {[1, 'a']!r} {3.0!s}")
print(f"{s!r:>8}|{s:>8}|")

# expect: 'hi' hi hi [1, 'a'] 3.0
# expect:     'hi'|      hi|
