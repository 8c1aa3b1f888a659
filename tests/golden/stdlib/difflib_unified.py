# difflib.unified_diff and context_diff: headers, hunks and context as CPython writes them.
import difflib
a = ["one\n", "two\n", "three\n", "four\n", "five\n", "six\n", "seven\n", "eight\n", "nine\n", "ten\n"]
b = ["zero\n", "one\n", "tree\n", "four\n", "five\n", "six\n", "seven\n", "eight\n", "nine\n", "ten\n", "eleven\n"]
print("".join(difflib.unified_diff(a, b, fromfile="before.py", tofile="after.py")))
print("".join(difflib.unified_diff(a, b, n=1, fromfiledate="2024", tofiledate="2025")))
print("".join(difflib.context_diff(a, b, fromfile="x", tofile="y")))
print(list(difflib.unified_diff(["a"], ["b"], lineterm="")), list(difflib.unified_diff(a, a)))
for line in difflib.unified_diff("the cat sat".split(), "the dog sat down".split(), lineterm=""):
    print(line)
# expect: --- before.py
# expect: +++ after.py
# expect: @@ -1,6 +1,6 @@
# expect: +zero
# expect:  one
# expect: -two
# expect: -three
# expect: +tree
# expect:  four
# expect:  five
# expect:  six
# expect: @@ -8,3 +8,4 @@
# expect:  eight
# expect:  nine
# expect:  ten
# expect: +eleven
# expect:
# expect: --- 	2024
# expect: +++ 	2025
# expect: @@ -1,4 +1,4 @@
# expect: +zero
# expect:  one
# expect: -two
# expect: -three
# expect: +tree
# expect:  four
# expect: @@ -10 +10,2 @@
# expect:  ten
# expect: +eleven
# expect:
# expect: *** x
# expect: --- y
# expect: ***************
# expect: *** 1,6 ****
# expect:   one
# expect: ! two
# expect: ! three
# expect:   four
# expect:   five
# expect:   six
# expect: --- 1,6 ----
# expect: + zero
# expect:   one
# expect: ! tree
# expect:   four
# expect:   five
# expect:   six
# expect: ***************
# expect: *** 8,10 ****
# expect: --- 8,11 ----
# expect:   eight
# expect:   nine
# expect:   ten
# expect: + eleven
# expect:
# expect: ['--- ', '+++ ', '@@ -1 +1 @@', '-a', '+b'] []
# expect: --- 
# expect: +++ 
# expect: @@ -1,3 +1,4 @@
# expect:  the
# expect: -cat
# expect: +dog
# expect:  sat
# expect: +down
