# IGNORECASE, MULTILINE, DOTALL, VERBOSE and ASCII, as arguments and inline.
import re
print(re.findall("abc", "ABC abc AbC", re.I))
print(re.findall(r"^\w+", "one\ntwo\nthree", re.M))
print(re.findall(r"^\w+", "one\ntwo"))
print(re.findall(r"\w+$", "one\ntwo\n"))
print(re.match("a.b", "a\nb"), re.match("a.b", "a\nb", re.S))
p = re.compile(r"""
    (\d{3})   # area
    [-\s]?    # separator
    (\d{4})   # number
""", re.VERBOSE)
print(p.match("555-1234").groups())
print(re.findall(r"\w+", "naïve café", re.A), re.findall(r"\w+", "naïve café"))
print(re.match("(?i)hello", "HeLLo"), re.search("(?m)^b", "a\nb"))
print(re.findall("(?i:a)b", "ab Ab aB"))
print(re.findall("(?x) a b c ", "abc"))
print(int(re.I), int(re.M), int(re.S), int(re.X), int(re.A), int(re.U), int(re.I | re.M), re.IGNORECASE == re.I)
print(re.compile("(?i)a").flags, re.compile("a", re.M | re.S).flags, re.compile(b"a").flags)

# expect: ['ABC', 'abc', 'AbC']
# expect: ['one', 'two', 'three']
# expect: ['one']
# expect: ['two']
# expect: None <re.Match object; span=(0, 3), match='a\nb'>
# expect: ('555', '1234')
# expect: ['na', 've', 'caf'] ['naïve', 'café']
# expect: <re.Match object; span=(0, 5), match='HeLLo'> <re.Match object; span=(2, 3), match='b'>
# expect: ['ab', 'Ab']
# expect: ['abc']
# expect: 2 8 16 64 256 32 10 True
# expect: 34 56 0
