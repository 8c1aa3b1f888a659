# The repr of Match and Pattern objects, flags included, and their types.
import re
print(re.match("abc", "abcdef"))
print(repr(re.search("é+", "xéé")))
print(re.compile("a+"))
print(re.compile(r"\d", re.IGNORECASE | re.MULTILINE))
print(re.compile("x", re.A), re.compile("(?s)x"), re.compile(b"x"), re.compile(b"x", re.I))
print(re.compile("'quoted'"))
print(type(re.compile("a")), type(re.match("a", "a")), re.Pattern, re.Match)
print(isinstance(re.compile("a"), re.Pattern), isinstance(re.match("a", "a"), re.Match))
p = re.compile(r"(?P<word>\w+) (\d)")
print(p.pattern, p.groups, p.groupindex, p.flags)
print(re.compile("a") == re.compile("a"), re.compile("a") == re.compile("a", re.I))

# expect: <re.Match object; span=(0, 3), match='abc'>
# expect: <re.Match object; span=(1, 3), match='éé'>
# expect: re.compile('a+')
# expect: re.compile('\\d', re.IGNORECASE|re.MULTILINE)
# expect: re.compile('x', re.ASCII) re.compile('(?s)x', re.DOTALL) re.compile(b'x') re.compile(b'x', re.IGNORECASE)
# expect: re.compile("'quoted'")
# expect: <class 're.Pattern'> <class 're.Match'> <class 're.Pattern'> <class 're.Match'>
# expect: True True
# expect: (?P<word>\w+) (\d) 2 {'word': 1} 32
# expect: True False
