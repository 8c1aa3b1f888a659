# builtins can be shadowed by globals and parameters (and range loops still work)
def show(len):
    return len * 2
print(show(4), len("abc"))
def range(n):
    return [n, n]
for i in range(3):
    print(i)
del range
for i in range(2):
    print("real", i)
# expect: 8 3
# expect: 3
# expect: 3
# expect: real 0
# expect: real 1
