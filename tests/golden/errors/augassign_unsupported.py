# An augmented assignment whose operands do not support the operator names it with '='
# ("+=", "**=" without pow()'s mention); __iadd__ returning NotImplemented falls back to __add__
def average(scores):
    total = 0
    for s in scores:
        total += s
    return total / len(scores)

print(average([90, 80]))
for x, y in [(1, "a"), ("s", 1), (2.0, "b"), (None, 1), ([1], 5)]:
    try:
        x += y
    except TypeError as e:
        print("TypeError:", e)
w = 2.0
for op in ["-=", "*=", "/=", "//=", "%=", "**=", "<<=", ">>=", "&=", "|=", "^=", "@="]:
    try:
        exec(f"w {op} 'a'")
    except TypeError as e:
        print("TypeError:", e)
try:
    w ** "a"
except TypeError as e:
    print("TypeError:", e)

class A:
    pass

class B:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, other):
        return NotImplemented
    def __add__(self, other):
        return B(self.v + other)

a = A()
try:
    a += 1
except TypeError as e:
    print("TypeError:", e)
b = B(1)
b += 5
print(b.v)
try:
    b -= 1
except TypeError as e:
    print("TypeError:", e)
count = {"n": None}
count["n"] += 1

# expect: 85.0
# expect: TypeError: unsupported operand type(s) for +=: 'int' and 'str'
# expect: TypeError: can only concatenate str (not "int") to str
# expect: TypeError: unsupported operand type(s) for +=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for +=: 'NoneType' and 'int'
# expect: TypeError: 'int' object is not iterable
# expect: TypeError: unsupported operand type(s) for -=: 'float' and 'str'
# expect: TypeError: can't multiply sequence by non-int of type 'float'
# expect: TypeError: unsupported operand type(s) for /=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for //=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for %=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for **=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for <<=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for >>=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for &=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for |=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for ^=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for @=: 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for ** or pow(): 'float' and 'str'
# expect: TypeError: unsupported operand type(s) for +=: 'A' and 'int'
# expect: 6
# expect: TypeError: unsupported operand type(s) for -=: 'B' and 'int'
# expect runtime error: TypeError: unsupported operand type(s) for +=: 'NoneType' and 'int'
