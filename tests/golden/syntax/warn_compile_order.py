# CPython 3.11's compiler visits a `finally` block and a `while` test twice (two warnings each),
# a class body before its bases, and an assignment's value before its targets.
x = 3
try:
    pass
finally:
    x is 1
while x is 2:
    break
class C(print if x is 4 else object):
    y = x is 5
d = {}
d[x is 6] = x is 7
print(d, C.y)
# expect: {False: False} False
# expect stderr: warn_compile_order.py:7: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_compile_order.py:8: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_compile_order.py:11: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_compile_order.py:10: SyntaxWarning: "is" with a literal. Did you mean "=="?
# expect stderr: warn_compile_order.py:13: SyntaxWarning: "is" with a literal. Did you mean "=="?
