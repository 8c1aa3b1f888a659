# match anchors at the start, search scans, fullmatch needs the whole string; no match is None.
import re
print(re.match(r"\d+", "123abc"))
print(re.match(r"\d+", "abc123"))
print(re.search(r"\d+", "abc123def"))
print(re.fullmatch(r"\d+", "123"))
print(re.fullmatch(r"\d+", "123a"))
print(re.fullmatch("a|ab", "ab"))
m = re.search(r"b+", "aabbbcc")
print(m.group(), m.start(), m.end(), m.span(), bool(m))
if re.match("x", "y"):
    print("unreachable")
else:
    print("no match")

# expect: <re.Match object; span=(0, 3), match='123'>
# expect: None
# expect: <re.Match object; span=(3, 6), match='123'>
# expect: <re.Match object; span=(0, 3), match='123'>
# expect: None
# expect: <re.Match object; span=(0, 2), match='ab'>
# expect: bbb 2 5 (2, 5) True
# expect: no match
