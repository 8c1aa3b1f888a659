# difflib.ndiff and Differ.compare: the most similar lines of a replaced block are paired and
# marked with "? " guide lines.
import difflib
print("".join(difflib.ndiff("one\ntwo\nthree\n".splitlines(keepends=True), "ore\ntree\nemu\n".splitlines(keepends=True))), end="")
t1 = ["  1. Beautiful is better than ugly.\n", "  2. Explicit is better than implicit.\n",
      "  3. Simple is better than complex.\n", "  4. Complex is better than complicated.\n"]
t2 = ["  1. Beautiful is better than ugly.\n", "  3.   Simple is better than complex.\n",
      "  4. Complicated is better than complex.\n", "  5. Flat is better than nested.\n"]
print("".join(difflib.Differ().compare(t1, t2)), end="")
print("".join(difflib.ndiff(t1, t2)), end="")
print(list(difflib.ndiff(["same\n", "a\tb\n"], ["same\n", "a\tc\n"])))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("x"), difflib.IS_LINE_JUNK("  # \n"), difflib.IS_LINE_JUNK("x\n"))
# expect: - one
# expect: ?  ^
# expect: + ore
# expect: ?  ^
# expect: - two
# expect: - three
# expect: ?  -
# expect: + tree
# expect: + emu
# expect:     1. Beautiful is better than ugly.
# expect: -   2. Explicit is better than implicit.
# expect: -   3. Simple is better than complex.
# expect: +   3.   Simple is better than complex.
# expect: ?     ++
# expect: -   4. Complex is better than complicated.
# expect: ?            ^                     ---- ^
# expect: +   4. Complicated is better than complex.
# expect: ?           ++++ ^                      ^
# expect: +   5. Flat is better than nested.
# expect:     1. Beautiful is better than ugly.
# expect: -   2. Explicit is better than implicit.
# expect: -   3. Simple is better than complex.
# expect: +   3.   Simple is better than complex.
# expect: ?     ++
# expect: -   4. Complex is better than complicated.
# expect: +   4. Complicated is better than complex.
# expect: +   5. Flat is better than nested.
# expect: ['  same\n', '- a\tb\n', '?  \t^\n', '+ a\tc\n', '?  \t^\n']
# expect: True False True False
