# augmented assignment on names, subscripts (evaluated once) and list aliases
calls = []
def idx(i):
    calls.append(i)
    return i
a = [1, 2, 3]
a[idx(0)] += 10
a[idx(2)] *= 5
print(a, calls)
b = a
b += [4]
print(a is b, a)
s = "ab"
s += "cd"
print(s)
x = 7
x -= 2
x *= 3
x /= 2
print(x)
n = 5
n <<= 2
n |= 1
n ^= 3
n &= 14
n >>= 1
print(n)
grid = [[0] * 3 for _ in range(2)]
grid[1][2] += 7
print(grid)
# expect: [11, 2, 15] [0, 2]
# expect: True [11, 2, 15, 4]
# expect: abcd
# expect: 7.5
# expect: 3
# expect: [[0, 0, 0], [0, 0, 7]]
