# finditer yields Match objects lazily.
import re
for m in re.finditer(r"(\w+)@(\w+)\.com", "a@x.com, bob@yy.com"):
    print(m.group(1), m.group(2), m.span())
it = re.finditer(r"\d", "a1b2")
print(next(it))
print(list(it))
print([m.group() for m in re.compile("o").finditer("foo boo", 2)])

# expect: a x (0, 7)
# expect: bob yy (9, 19)
# expect: <re.Match object; span=(1, 2), match='1'>
# expect: [<re.Match object; span=(3, 4), match='2'>]
# expect: ['o', 'o', 'o']
