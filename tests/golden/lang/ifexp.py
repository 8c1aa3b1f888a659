# conditional expressions, nested and right-associative
def sign(x):
    return "neg" if x < 0 else "zero" if x == 0 else "pos"
for v in [-3, 0, 4]:
    print(sign(v))
a = 1 if True else 2
b = (1 if False else 2) + 10
print(a, b)
# expect: neg
# expect: zero
# expect: pos
# expect: 1 12
