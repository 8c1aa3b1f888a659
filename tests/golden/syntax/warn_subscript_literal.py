# Subscripting a literal that cannot be indexed that way: SyntaxWarnings at compile time.
def rows():
    return [
        [1, 2]
        [0, 1]
    ]

def more():
    return 5[0], None[0], {1}[0], "abc"[1, 2], (1, 2)["a"], [1][1.5], f"{1}"[0, 0]

def fine(i):
    return [10, 20][i], "abc"[True], (1, 2, 3)[1:], [4][0]

print(fine(1))
for f in (rows, more):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
a = [0, 0]
a[1] = 5
print(a)
# expect: (20, 'b', (2, 3), 4)
# expect: TypeError: list indices must be integers or slices, not tuple
# expect: TypeError: 'int' object is not subscriptable
# expect: [0, 5]
# expect stderr: warn_subscript_literal.py:4: SyntaxWarning: list indices must be integers or slices, not tuple; perhaps you missed a comma?
# expect stderr: warn_subscript_literal.py:9: SyntaxWarning: 'int' object is not subscriptable; perhaps you missed a comma?
# expect stderr: warn_subscript_literal.py:9: SyntaxWarning: 'NoneType' object is not subscriptable; perhaps you missed a comma?
# expect stderr: warn_subscript_literal.py:9: SyntaxWarning: 'set' object is not subscriptable; perhaps you missed a comma?
# expect stderr: warn_subscript_literal.py:9: SyntaxWarning: str indices must be integers or slices, not tuple; perhaps you missed a comma?
# expect stderr: warn_subscript_literal.py:9: SyntaxWarning: tuple indices must be integers or slices, not str; perhaps you missed a comma?
# expect stderr: warn_subscript_literal.py:9: SyntaxWarning: list indices must be integers or slices, not float; perhaps you missed a comma?
