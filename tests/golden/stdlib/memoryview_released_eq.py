# A released memoryview equals only itself (comparing its items raised ValueError before).
m = memoryview(b"ab")
m.release()
n = memoryview(b"ab")
print(m == m, m == b"ab", m != b"ab", n == m, m == n)
# expect: True False True False False
