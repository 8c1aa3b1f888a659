# split with groups kept, maxsplit, and unmatched groups as None.
import re
print(re.split(r",\s*", "a, b,c,   d"))
print(re.split(r"(,)|;", "a,b;c"))
print(re.split(r"(-)", "1-2-3"))
print(re.split(",", "a,b,c", 1))
print(re.split(",", "a,b,c", maxsplit=1))
print(re.split(r"\s+", "  lead and trail  "))
print(re.split("x", "abc"))
print(re.compile(r"\W+").split("Words, words, words.", 2))
print(re.split("a", "bab", -1))

# expect: ['a', 'b', 'c', 'd']
# expect: ['a', ',', 'b', None, 'c']
# expect: ['1', '-', '2', '-', '3']
# expect: ['a', 'b,c']
# expect: ['a', 'b,c']
# expect: ['', 'lead', 'and', 'trail', '']
# expect: ['abc']
# expect: ['Words', 'words', 'words.']
# expect: ['bab']
