# sub with a function, a count, subn; a function's None adds nothing.
import re
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b20 c300"))
print(re.sub(r"\d", "#", "1234", 2))
print(re.sub(r"\d", "#", "1234", count=3))
print(re.subn(r"\d", "#", "12a4"))
print(re.subn(r"\d", "#", "1234", 1))
print(re.sub("a", lambda m: None, "xax"))
print(re.compile("o").sub("0", "foo boo", 3))
print(re.compile("o").subn(lambda m: m.group().upper(), "foo"))
print(re.sub("a", "b", "aaa", -1))

# expect: a2 b40 c600
# expect: ##34
# expect: ###4
# expect: ('##a#', 3)
# expect: ('#234', 1)
# expect: xx
# expect: f00 b0o
# expect: ('fOO', 2)
# expect: aaa
