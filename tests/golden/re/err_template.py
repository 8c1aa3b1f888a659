# Mistakes in sub's replacement template.
import re
for t in [r"\g<2>", r"\g<", r"\g<>", r"\q", r"\g", "\\", r"\g<1a>", r"\8", r"\g<x>"]:
    try:
        print(repr(re.sub("(a)", t, "xa")))
    except (re.error, IndexError) as e:
        print(type(e).__name__, e)

# expect: error invalid group reference 2 at position 3
# expect: error missing group name at position 3
# expect: error missing group name at position 3
# expect: error bad escape \q at position 0
# expect: error missing < at position 2
# expect: error bad escape (end of pattern) at position 0
# expect: error bad character in group name '1a' at position 3
# expect: error invalid group reference 8 at position 1
# expect: IndexError unknown group name 'x'
