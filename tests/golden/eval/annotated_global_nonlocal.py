# Annotations and global/nonlocal declarations of the same name, as CPython's symtable judges
# them: refused in functions and classes either way round, allowed at module level after
# `global`, refused there before it; a parenthesized target is not a simple name.
cases = [
    "global q\nq: int\n",
    "q: int\nglobal q\n",
    "def f():\n    global q\n    q: int = 3\n",
    "def f():\n    q: int\n    global q\n",
    "def g():\n    q = 1\n    def f():\n        nonlocal q\n        q: int\n",
    "def g():\n    q = 1\n    def f():\n        q: int\n        nonlocal q\n",
    "class C:\n    global q\n    q: int\n",
    "def f():\n    global q\n    (q): int\n",
    "def f():\n    global q\n    q.x: int\n",
]
for text in cases:
    try:
        compile(text, "<case>", "exec")
        print("compiles")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset, e.end_offset)

# expect: compiles
# expect: annotated name 'q' can't be global 2 1 9
# expect: annotated name 'q' can't be global 3 5 15
# expect: annotated name 'q' can't be global 3 5 13
# expect: annotated name 'q' can't be nonlocal 5 9 15
# expect: annotated name 'q' can't be nonlocal 5 9 19
# expect: annotated name 'q' can't be global 3 5 11
# expect: compiles
# expect: compiles
