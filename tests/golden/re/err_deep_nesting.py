# Groups nested deeper than CPython's parser recurses are a RecursionError; 400 levels work.
import re
p = "(" * 400 + "a" + ")" * 400
print(re.match(p, "a").span(), re.compile(p).groups)
re.compile("(?:" * 3000 + "a" + ")" * 3000)

# expect: (0, 1) 400
# expect runtime error: RecursionError: maximum recursion depth exceeded
