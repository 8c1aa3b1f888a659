# while conditions with and/or/not and comparisons against constants
i, j = 0, 10
while i < 5 and not j <= 5 or i == 0:
    i += 1
    j -= 1
print(i, j)
n = 0
while not (n >= 3):
    n += 1
print(n)
x = 2.5
while x > -1:
    x -= 1.5
print(x)
k = 100
while k != 1:
    k = k // 2 if k % 2 == 0 else 3 * k + 1
print(k)
# expect: 5 5
# expect: 3
# expect: -2.0
# expect: 1
