# eval(text) without namespaces sees the caller's locals, then the module's globals and builtins.
x = 10
print(eval("x * 2 + 1"))


def f(a):
    b = 3
    return eval("a + b + x + len('ab')")


print(f(4))
print(eval("  3+4"))  # leading blanks are skipped, as CPython does
print(eval("(1,\n 2)"))
print(eval("[i * i for i in range(4)]"))
print(eval("__name__"))
print(eval(b"1+1"))

# expect: 21
# expect: 19
# expect: 7
# expect: (1, 2)
# expect: [0, 1, 4, 9]
# expect: __main__
# expect: 2
