# tuple unpacking: swaps, nested targets, chained assignment
a, b = 1, 2
a, b = b, a
print(a, b)
x, (y, z) = 1, (2, 3)
print(x, y, z)
[p, q] = "hi"
print(p, q)
m = n = 5
print(m, n)
def pair():
    return 3, 4
s, t = pair()
print(s + t)
lst = [0, 0, 0]
i = 0
i, lst[i] = 1, 9
print(i, lst)
fib = [0, 1]
for _ in range(8):
    a, b = fib[-2], fib[-1]
    fib.append(a + b)
print(fib)
# expect: 2 1
# expect: 1 2 3
# expect: h i
# expect: 5 5
# expect: 7
# expect: 1 [0, 9, 0]
# expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
