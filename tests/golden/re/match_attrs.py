# A match's lastindex, lastgroup, pos, endpos, string, re and regs.
import re
m = re.match(r"(?P<x>a)(b)?", "a")
print(m.lastindex, m.lastgroup, m.pos, m.endpos, m.string, m.re, m.regs)
m = re.match(r"((a)b)", "ab")
print(m.lastindex, m.lastgroup)
m = re.match(r"(a)(?P<tail>b)", "ab")
print(m.lastindex, m.lastgroup)
print(re.match("a", "a").lastindex)
p = re.compile(r"\d")
m = p.search("a1b2", 2, 4)
print(m, m.pos, m.endpos)

# expect: 1 x 0 1 a re.compile('(?P<x>a)(b)?') ((0, 1), (0, 1), (-1, -1))
# expect: 1 None
# expect: 2 tail
# expect: None
# expect: <re.Match object; span=(3, 4), match='2'> 2 4
