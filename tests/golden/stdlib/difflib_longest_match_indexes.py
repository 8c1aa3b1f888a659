# find_longest_match with indexes outside the sequences: negative ones count from the end and
# too large ones raise the sequence's IndexError, as CPython's Python code does (they were read
# outside the arrays before).
import difflib
s = difflib.SequenceMatcher(None, "abcd", "bcda")
for args in [(-1, 3, 0, 3), (0, 4, -2, 4), (-10, 4, 0, 4), (3, 1, 0, 4), (0, 100, 0, 100), (-3, -1, 0, 4)]:
    try:
        print(s.find_longest_match(*args))
    except IndexError as e:
        print("IndexError", e)
t = difflib.SequenceMatcher(None, [1, 2, 3], [2, 3, 1])
try:
    t.find_longest_match(0, 9, 0, 3)
except IndexError as e:
    print("IndexError", e)
# expect: Match(a=1, b=0, size=2)
# expect: Match(a=0, b=-1, size=4)
# expect: IndexError string index out of range
# expect: Match(a=3, b=0, size=0)
# expect: IndexError string index out of range
# expect: Match(a=-3, b=0, size=2)
# expect: IndexError list index out of range
