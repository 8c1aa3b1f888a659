# The module functions compile once: the same pattern and flags give the same object.
import re
print(re.compile("a+b") is re.compile("a+b"), re.compile("a+b") is re.compile("a+b", re.I))
p = re.compile("x")
print(re.compile(p) is p, re.match(p, "x"))
re.purge()
print(re.compile("a+b") == re.compile("a+b"))
print(hash(re.compile("q")) == hash(re.compile("q")))

# expect: True False
# expect: True <re.Match object; span=(0, 1), match='x'>
# expect: True
# expect: True
