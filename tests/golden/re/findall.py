# findall gives strings without groups, the group with one, tuples with several.
import re
text = "x=1, y=22, z=333"
print(re.findall(r"\d+", text))
print(re.findall(r"(\w)=\d+", text))
print(re.findall(r"(\w)=(\d+)", text))
print(re.findall(r"(\w)(\d)?", "a1b"))
print(re.findall("", "ab"))
print(re.findall(r"\bfoo\b", "foo foobar barfoo foo"))
print(re.compile(r"\d").findall("1a2b3", 1, 4))

# expect: ['1', '22', '333']
# expect: ['x', 'y', 'z']
# expect: [('x', '1'), ('y', '22'), ('z', '333')]
# expect: [('a', '1'), ('b', '')]
# expect: ['', '', '']
# expect: ['foo', 'foo']
# expect: ['2']
