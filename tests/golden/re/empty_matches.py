# Empty matches: one right after a non-empty match counts, two at one place do not (Python 3.7+).
import re
print(re.sub("x*", "-", "abxd"))
print(re.findall(r"\b", "ab cd"))
print(re.split(r"x*", "axbc"))
print(re.split(r"\b", "ab cd"))
print([m.span() for m in re.finditer(r"a*", "baaac")])
print(re.sub("", "-", "abc"))

# expect: -a-b--d-
# expect: ['', '', '', '']
# expect: ['', 'a', '', 'b', 'c', '']
# expect: ['', 'ab', ' ', 'cd', '']
# expect: [(0, 0), (1, 4), (4, 4), (5, 5)]
# expect: -a-b-c-
